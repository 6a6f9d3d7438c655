"builtin.module"() ({
  "func.func"() <{function_type = (vector<4x8xf32>, vector<8xf32>, f32) -> (vector<8xf32>, f32, f32, vector<8xf32>), sym_name = "a"}> ({
  ^bb0(%arg6: vector<4x8xf32>, %arg7: vector<8xf32>, %arg8: f32):
    %17 = "vector.insert"(%arg7, %arg6) <{static_position = array<i64: 1>}> : (vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
    %18 = "vector.insert"(%arg8, %17) <{static_position = array<i64: 2, 3>}> : (f32, vector<4x8xf32>) -> vector<4x8xf32>
    %19 = "vector.extract"(%18) <{static_position = array<i64: 1>}> : (vector<4x8xf32>) -> vector<8xf32>
    %20 = "vector.extract"(%18) <{static_position = array<i64: 1, 5>}> : (vector<4x8xf32>) -> f32
    %21 = "vector.extract"(%18) <{static_position = array<i64: 2, 3>}> : (vector<4x8xf32>) -> f32
    %22 = "vector.extract"(%18) <{static_position = array<i64: 3>}> : (vector<4x8xf32>) -> vector<8xf32>
    "func.return"(%19, %20, %21, %22) : (vector<8xf32>, f32, f32, vector<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<32xf32>) -> (f32, f32), sym_name = "b"}> ({
  ^bb0(%arg5: vector<32xf32>):
    %13 = "vector.shape_cast"(%arg5) : (vector<32xf32>) -> vector<4x8xf32>
    %14 = "vector.extract"(%13) <{static_position = array<i64: 2, 3>}> : (vector<4x8xf32>) -> f32
    %15 = "vector.extract_strided_slice"(%arg5) <{offsets = [4], sizes = [8], strides = [1]}> : (vector<32xf32>) -> vector<8xf32>
    %16 = "vector.extract"(%15) <{static_position = array<i64: 3>}> : (vector<8xf32>) -> f32
    "func.return"(%14, %16) : (f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4x8xf32>) -> (vector<8x4xf32>, f32), sym_name = "c"}> ({
  ^bb0(%arg4: vector<4x8xf32>):
    %8 = "vector.transpose"(%arg4) <{permutation = array<i64: 1, 0>}> : (vector<4x8xf32>) -> vector<8x4xf32>
    %9 = "vector.extract"(%8) <{static_position = array<i64: 2, 3>}> : (vector<8x4xf32>) -> f32
    %10 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xf32>
    %11 = "vector.extract"(%10) <{static_position = array<i64: 1>}> : (vector<4xf32>) -> f32
    %12 = "vector.extract"(%arg4) <{static_position = array<i64: -1, 0>}> : (vector<4x8xf32>) -> f32
    "func.return"(%8, %12) : (vector<8x4xf32>, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32) -> vector<2xf32>, sym_name = "d"}> ({
  ^bb0(%arg2: f32, %arg3: f32):
    %5 = "ub.poison"() <{value = #ub.poison}> : () -> vector<2xf32>
    %6 = "vector.insert"(%arg2, %5) <{static_position = array<i64: 0>}> : (f32, vector<2xf32>) -> vector<2xf32>
    %7 = "vector.insert"(%arg3, %6) <{static_position = array<i64: 1>}> : (f32, vector<2xf32>) -> vector<2xf32>
    "func.return"(%7) : (vector<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x2xf32>, vector<2xf32>) -> vector<2x2xf32>, sym_name = "e"}> ({
  ^bb0(%arg0: vector<2x2xf32>, %arg1: vector<2xf32>):
    %0 = "vector.insert"(%arg1, %arg0) <{static_position = array<i64: 0>}> : (vector<2xf32>, vector<2x2xf32>) -> vector<2x2xf32>
    %1 = "vector.insert"(%arg1, %0) <{static_position = array<i64: 0>}> : (vector<2xf32>, vector<2x2xf32>) -> vector<2x2xf32>
    %2:2 = "vector.to_elements"(%arg1) : (vector<2xf32>) -> (f32, f32)
    %3 = "vector.from_elements"(%2#0, %2#1) : (f32, f32) -> vector<2xf32>
    %4 = "vector.insert"(%3, %1) <{static_position = array<i64: 1>}> : (vector<2xf32>, vector<2x2xf32>) -> vector<2x2xf32>
    "func.return"(%4) : (vector<2x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

