"builtin.module"() ({
  "func.func"() <{function_type = (f32, vector<4xf32>) -> (f32, f32, f32, f32, f32, vector<4xf32>, f32, f32), sym_name = "mulf_divf"}> ({
  ^bb0(%arg0: f32, %arg1: vector<4xf32>):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %3 = "arith.mulf"(%arg0, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4 = "arith.divf"(%arg0, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5 = "arith.mulf"(%arg0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6 = "arith.mulf"(%arg0, %1) <{fastmath = #arith.fastmath<nnan,nsz>}> : (f32, f32) -> f32
    %7 = "arith.mulf"(%arg0, %2) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %8 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    %9 = "arith.mulf"(%arg1, %8) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %10 = "arith.mulf"(%arg0, %1) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
    %11 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = -5.000000e-01 : f32}> : () -> f32
    %13 = "arith.mulf"(%11, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%3, %4, %5, %6, %7, %9, %10, %13) : (f32, f32, f32, f32, f32, vector<4xf32>, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

