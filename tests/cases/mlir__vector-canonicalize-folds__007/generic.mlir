"builtin.module"() ({
  "func.func"() <{function_type = (vector<4x8x2xf32>, vector<2xf32>, vector<8x4x2xf32>) -> (vector<2xf32>, f32, vector<2xf32>, f32), sym_name = "a"}> ({
  ^bb0(%arg4: vector<4x8x2xf32>, %arg5: vector<2xf32>, %arg6: vector<8x4x2xf32>):
    %18 = "vector.insert"(%arg5, %arg4) <{static_position = array<i64: 1, 2>}> : (vector<2xf32>, vector<4x8x2xf32>) -> vector<4x8x2xf32>
    %19 = "vector.transpose"(%18) <{permutation = array<i64: 1, 0, 2>}> : (vector<4x8x2xf32>) -> vector<8x4x2xf32>
    %20 = "vector.extract"(%19) <{static_position = array<i64: 2, 1>}> : (vector<8x4x2xf32>) -> vector<2xf32>
    %21 = "vector.extract"(%19) <{static_position = array<i64: 2, 1, 1>}> : (vector<8x4x2xf32>) -> f32
    %22 = "vector.extract"(%19) <{static_position = array<i64: 3, 1>}> : (vector<8x4x2xf32>) -> vector<2xf32>
    %23 = "vector.transpose"(%arg6) <{permutation = array<i64: 2, 1, 0>}> : (vector<8x4x2xf32>) -> vector<2x4x8xf32>
    %24 = "vector.extract"(%23) <{static_position = array<i64: 1, 2, 3>}> : (vector<2x4x8xf32>) -> f32
    "func.return"(%20, %21, %22, %24) : (vector<2xf32>, f32, vector<2xf32>, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4x8xf32>, vector<2x4xf32>) -> (f32, vector<4xf32>, f32, f32), sym_name = "b"}> ({
  ^bb0(%arg2: vector<4x8xf32>, %arg3: vector<2x4xf32>):
    %9 = "vector.insert_strided_slice"(%arg3, %arg2) <{offsets = [1, 2], strides = [1, 1]}> : (vector<2x4xf32>, vector<4x8xf32>) -> vector<4x8xf32>
    %10 = "vector.extract"(%9) <{static_position = array<i64: 2, 3>}> : (vector<4x8xf32>) -> f32
    %11 = "vector.extract"(%9) <{static_position = array<i64: 3>}> : (vector<4x8xf32>) -> vector<8xf32>
    %12 = "vector.extract"(%9) <{static_position = array<i64: 0, 3>}> : (vector<4x8xf32>) -> f32
    %13 = "vector.shape_cast"(%arg2) : (vector<4x8xf32>) -> vector<2x2x8xf32>
    %14 = "vector.extract"(%13) <{static_position = array<i64: 1, 0>}> : (vector<2x2x8xf32>) -> vector<8xf32>
    %15 = "vector.extract_strided_slice"(%arg2) <{offsets = [1, 2], sizes = [2, 4], strides = [1, 1]}> : (vector<4x8xf32>) -> vector<2x4xf32>
    %16 = "vector.extract"(%15) <{static_position = array<i64: 1, 1>}> : (vector<2x4xf32>) -> f32
    %17 = "vector.extract"(%15) <{static_position = array<i64: 1>}> : (vector<2x4xf32>) -> vector<4xf32>
    "use"(%11, %14) : (vector<8xf32>, vector<8xf32>) -> ()
    "func.return"(%10, %17, %12, %16) : (f32, vector<4xf32>, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xf32>, f32) -> (vector<4xf32>, vector<4xf32>, vector<8x4xf32>, vector<2x2xf32>), sym_name = "c"}> ({
  ^bb0(%arg0: vector<4xf32>, %arg1: f32):
    %0 = "vector.insert"(%arg1, %arg0) <{static_position = array<i64: -1>}> : (f32, vector<4xf32>) -> vector<4xf32>
    %1 = "ub.poison"() <{value = #ub.poison}> : () -> vector<2x4xf32>
    %2 = "vector.extract"(%1) <{static_position = array<i64: 1>}> : (vector<2x4xf32>) -> vector<4xf32>
    %3 = "vector.broadcast"(%1) : (vector<2x4xf32>) -> vector<8x2x4xf32>
    %4 = "vector.shape_cast"(%1) : (vector<2x4xf32>) -> vector<8xf32>
    %5 = "vector.transpose"(%1) <{permutation = array<i64: 1, 0>}> : (vector<2x4xf32>) -> vector<4x2xf32>
    %6 = "ub.poison"() <{value = #ub.poison}> : () -> f32
    %7 = "vector.broadcast"(%6) : (f32) -> vector<8x4xf32>
    %8 = "vector.extract_strided_slice"(%1) <{offsets = [0, 0], sizes = [2, 2], strides = [1, 1]}> : (vector<2x4xf32>) -> vector<2x2xf32>
    "use"(%3, %4, %5) : (vector<8x2x4xf32>, vector<8xf32>, vector<4x2xf32>) -> ()
    "func.return"(%0, %2, %7, %8) : (vector<4xf32>, vector<4xf32>, vector<8x4xf32>, vector<2x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

