"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, f32) -> (vector<4xf32>, vector<8x4xf32>), sym_name = "c"}> ({
  ^bb0(%arg2: vector<4xf32>, %arg3: f32):
    %4 = "ub.poison"() <{value = #ub.poison}> : () -> vector<2x4xf32>
    %5 = "vector.extract"(%4) <{static_position = array<i64: 1>}> : (vector<2x4xf32>) -> vector<4xf32>
    %6 = "ub.poison"() <{value = #ub.poison}> : () -> f32
    %7 = "vector.broadcast"(%6) : (f32) -> vector<8x4xf32>
    "func.return"(%5, %7) : (vector<4xf32>, vector<8x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>, f32) -> (vector<4xf32>, vector<8x4xf32>), sym_name = "d"}> ({
  ^bb0(%arg0: vector<4xf32>, %arg1: f32):
    %0 = "arith.constant"() <{value = dense<1.000000e+00> : vector<2x4xf32>}> : () -> vector<2x4xf32>
    %1 = "vector.extract"(%0) <{static_position = array<i64: 1>}> : (vector<2x4xf32>) -> vector<4xf32>
    %2 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %3 = "vector.broadcast"(%2) : (f32) -> vector<8x4xf32>
    "func.return"(%1, %3) : (vector<4xf32>, vector<8x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

