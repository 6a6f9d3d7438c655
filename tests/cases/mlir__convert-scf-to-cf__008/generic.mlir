"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, index, index, f32) -> (f32, i64), sym_name = "parallel_reduce"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: f32):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 42 : i64}> : () -> i64
    %2:2 = "scf.parallel"(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %arg5, %1) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({
    ^bb0(%arg6: index, %arg7: index):
      %3 = "arith.constant"() <{value = 4.200000e+01 : f32}> : () -> f32
      %4 = "foo.gen"() : () -> i64
      "scf.reduce"(%3, %4) ({
      ^bb0(%arg10: f32, %arg11: f32):
        %6 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%6) : (f32) -> ()
      }, {
      ^bb0(%arg8: i64, %arg9: i64):
        %5 = "arith.muli"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        "scf.reduce.return"(%5) : (i64) -> ()
      }) : (f32, i64) -> ()
    }) : (index, index, index, index, index, index, f32, i64) -> (f32, i64)
    "func.return"(%2#0, %2#1) : (f32, i64) -> ()
  }) : () -> ()
}) : () -> ()

