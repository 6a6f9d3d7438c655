"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "std_for_yield_multi"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3:3 = "scf.for"(%arg0, %arg1, %arg2, %0, %1, %2) ({
    ^bb0(%arg3: index, %arg4: f32, %arg5: i32, %arg6: f32):
      %4 = "arith.addf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %5 = "arith.addi"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %6 = "arith.subf"(%arg6, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%4, %5, %6) : (f32, i32, f32) -> ()
    }) : (index, index, index, f32, i32, f32) -> (f32, i32, f32)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

