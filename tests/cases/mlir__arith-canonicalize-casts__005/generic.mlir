"builtin.module"() ({
  "func.func"() <{function_type = (f32, i32) -> (i32, f32, f16, vector<2xi32>, f32, i32, f32, bf16), sym_name = "bitcasts"}> ({
  ^bb0(%arg0: f32, %arg1: i32):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %1 = "arith.bitcast"(%0) : (f32) -> i32
    %2 = "arith.constant"() <{value = 1065353216 : i32}> : () -> i32
    %3 = "arith.bitcast"(%2) : (i32) -> f32
    %4 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %5 = "arith.bitcast"(%4) : (i16) -> f16
    %6 = "arith.constant"() <{value = dense<[1.000000e+00, -2.000000e+00]> : vector<2xf32>}> : () -> vector<2xf32>
    %7 = "arith.bitcast"(%6) : (vector<2xf32>) -> vector<2xi32>
    %8 = "arith.bitcast"(%arg0) : (f32) -> f32
    %9 = "arith.bitcast"(%arg0) : (f32) -> i32
    %10 = "arith.bitcast"(%9) : (i32) -> i32
    %11 = "arith.bitcast"(%9) : (i32) -> f32
    %12 = "arith.constant"() <{value = 16256 : i16}> : () -> i16
    %13 = "arith.bitcast"(%12) : (i16) -> bf16
    "func.return"(%1, %3, %5, %7, %8, %10, %11, %13) : (i32, f32, f16, vector<2xi32>, f32, i32, f32, bf16) -> ()
  }) : () -> ()
}) : () -> ()

