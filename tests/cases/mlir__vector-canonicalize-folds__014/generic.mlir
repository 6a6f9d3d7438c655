"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, vector<4xf32>, f32) -> (vector<8xf32>, f32, f32, vector<2xf32>), sym_name = "a"}> ({
  ^bb0(%arg2: vector<4xf32>, %arg3: vector<4xf32>, %arg4: f32):
    %3 = "vector.shuffle"(%arg2, %arg3) <{mask = array<i64: 0, 4, 1, 5, 2, 6, 3, 7>}> : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
    %4 = "vector.shuffle"(%arg2, %arg3) <{mask = array<i64: 3, 6>}> : (vector<4xf32>, vector<4xf32>) -> vector<2xf32>
    %5 = "vector.extract"(%4) <{static_position = array<i64: 1>}> : (vector<2xf32>) -> f32
    %6 = "vector.extract"(%4) <{static_position = array<i64: 0>}> : (vector<2xf32>) -> f32
    %7 = "vector.broadcast"(%arg4) : (f32) -> vector<f32>
    %8 = "vector.shuffle"(%7, %7) <{mask = array<i64: 0, 1>}> : (vector<f32>, vector<f32>) -> vector<2xf32>
    "func.return"(%3, %5, %6, %8) : (vector<8xf32>, f32, f32, vector<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<f32>, vector<f32>) -> (vector<1xf32>, vector<1xf32>, vector<2xf32>), sym_name = "b"}> ({
  ^bb0(%arg0: vector<f32>, %arg1: vector<f32>):
    %0 = "vector.shuffle"(%arg0, %arg1) <{mask = array<i64: 0>}> : (vector<f32>, vector<f32>) -> vector<1xf32>
    %1 = "vector.shuffle"(%arg0, %arg1) <{mask = array<i64: 1>}> : (vector<f32>, vector<f32>) -> vector<1xf32>
    %2 = "vector.shuffle"(%arg0, %arg1) <{mask = array<i64: 0, 1>}> : (vector<f32>, vector<f32>) -> vector<2xf32>
    "func.return"(%0, %1, %2) : (vector<1xf32>, vector<1xf32>, vector<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

