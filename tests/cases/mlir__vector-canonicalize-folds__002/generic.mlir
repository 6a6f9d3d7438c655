#map = affine_map<(d0, d1) -> (d0, d1, 0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
#map3 = affine_map<() -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x8xf32>, tensor<4x8xf32>, index) -> (vector<4x8x3xf32>, vector<8xf32>, vector<4xf32>), sym_name = "a"}> ({
  ^bb0(%arg5: memref<4x8xf32>, %arg6: tensor<4x8xf32>, %arg7: index):
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 5 : index}> : () -> index
    %10 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %11 = "vector.transfer_read"(%arg5, %8, %8, %10) <{in_bounds = [false, false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<4x8xf32>, index, index, f32) -> vector<4x8x3xf32>
    %12 = "vector.transfer_read"(%arg5, %arg7, %8, %10) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map1}> : (memref<4x8xf32>, index, index, f32) -> vector<8xf32>
    %13 = "vector.transfer_read"(%arg5, %8, %9, %10) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map1}> : (memref<4x8xf32>, index, index, f32) -> vector<4xf32>
    %14 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %15 = "vector.transfer_read"(%arg5, %8, %8, %10, %14) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map1}> : (memref<4x8xf32>, index, index, f32, vector<4xi1>) -> vector<4xf32>
    "use"(%15) : (vector<4xf32>) -> ()
    %16 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 4>}> : () -> vector<4xi1>
    "vector.transfer_write"(%13, %arg5, %arg7, %8, %16) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = #map1}> : (vector<4xf32>, memref<4x8xf32>, index, index, vector<4xi1>) -> ()
    %17 = "vector.transfer_read"(%arg5, %arg7, %9, %10) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map2}> : (memref<4x8xf32>, index, index, f32) -> vector<3x4xf32>
    "use"(%17) : (vector<3x4xf32>) -> ()
    %18 = "vector.transfer_read"(%arg5, %arg7, %8, %10) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map2}> : (memref<4x8xf32>, index, index, f32) -> vector<3x4xf32>
    "use"(%18) : (vector<3x4xf32>) -> ()
    "func.return"(%11, %12, %13) : (vector<4x8x3xf32>, vector<8xf32>, vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, vector<f32>) -> vector<f32>, sym_name = "b"}> ({
  ^bb0(%arg3: tensor<f32>, %arg4: vector<f32>):
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %6 = "vector.transfer_write"(%arg4, %arg3) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 1, 0, 0>, permutation_map = #map3}> : (vector<f32>, tensor<f32>) -> tensor<f32>
    %7 = "vector.transfer_read"(%6, %5) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 0, 1, 0>, permutation_map = #map3}> : (tensor<f32>, f32) -> vector<f32>
    "func.return"(%7) : (vector<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4xf32>, vector<4xf32>, vector<4xf32>) -> tensor<4x4xf32>, sym_name = "c"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "vector.transfer_write"(%arg1, %arg0, %0, %0) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map1}> : (vector<4xf32>, tensor<4x4xf32>, index, index) -> tensor<4x4xf32>
    %3 = "vector.transfer_write"(%arg2, %2, %1, %0) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map1}> : (vector<4xf32>, tensor<4x4xf32>, index, index) -> tensor<4x4xf32>
    %4 = "vector.transfer_write"(%arg2, %3, %0, %0) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map1}> : (vector<4xf32>, tensor<4x4xf32>, index, index) -> tensor<4x4xf32>
    "func.return"(%4) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

