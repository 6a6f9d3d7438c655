"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, index, index) -> (), sym_name = "std_parallel_loop"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%arg0, %arg1, %arg2, %arg3, %arg4, %0) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg5: index, %arg6: index):
      %1 = "arith.cmpi"(%arg5, %arg6) <{predicate = 2 : i64}> : (index, index) -> i1
      %2 = "arith.select"(%1, %arg5, %arg6) : (i1, index, index) -> index
      %3 = "arith.cmpi"(%arg5, %arg6) <{predicate = 5 : i64}> : (index, index) -> i1
      %4 = "arith.select"(%3, %arg5, %arg6) : (i1, index, index) -> index
      %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %7:2 = "scf.parallel"(%2, %4, %arg6, %5, %6) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
      ^bb0(%arg7: index):
        %8 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %9 = "arith.constant"() <{value = 2 : i32}> : () -> i32
        "scf.reduce"(%8, %9) ({
        ^bb0(%arg10: f32, %arg11: f32):
          %11 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "scf.reduce.return"(%11) : (f32) -> ()
        }, {
        ^bb0(%arg8: i32, %arg9: i32):
          %10 = "arith.muli"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "scf.reduce.return"(%10) : (i32) -> ()
        }) : (f32, i32) -> ()
      }) : (index, index, index, f32, i32) -> (f32, i32)
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

