"builtin.module"() ({
  "func.func"() <{function_type = (vector<4x8xf32>, f32) -> (vector<4x8xf32>, vector<4x8xf32>, vector<32xf32>, vector<4x8xi1>, vector<4x8xi1>, vector<4x8xf32>), sym_name = "folds"}> ({
  ^bb0(%arg0: vector<4x8xf32>, %arg1: f32):
    %0 = "vector.broadcast"(%arg0) : (vector<4x8xf32>) -> vector<4x8xf32>
    %1 = "vector.transpose"(%arg0) <{permutation = array<i64: 0, 1>}> : (vector<4x8xf32>) -> vector<4x8xf32>
    %2 = "vector.shape_cast"(%arg0) : (vector<4x8xf32>) -> vector<8x4xf32>
    %3 = "vector.shape_cast"(%2) : (vector<8x4xf32>) -> vector<32xf32>
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 9 : index}> : () -> index
    %6 = "vector.create_mask"(%4, %5) : (index, index) -> vector<4x8xi1>
    %7 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 4, 8>}> : () -> vector<4x8xi1>
    %8 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %9 = "vector.broadcast"(%8) : (f32) -> vector<4x8xf32>
    "func.return"(%0, %1, %3, %6, %7, %9) : (vector<4x8xf32>, vector<4x8xf32>, vector<32xf32>, vector<4x8xi1>, vector<4x8xi1>, vector<4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

