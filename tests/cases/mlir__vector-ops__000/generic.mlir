#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xi1>, vector<8xf32>, memref<?xf32>, tensor<4x4xf32>, index, f32) -> vector<8xf32>, sym_name = "masks_and_transfers"}> ({
  ^bb0(%arg0: vector<8xi1>, %arg1: vector<8xf32>, %arg2: memref<?xf32>, %arg3: tensor<4x4xf32>, %arg4: index, %arg5: f32):
    %0 = "vector.mask"(%arg0) ({
      %8 = "vector.transfer_read"(%arg2, %arg4, %arg5) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<?xf32>, index, f32) -> vector<8xf32>
      "vector.yield"(%8) : (vector<8xf32>) -> ()
    }) : (vector<8xi1>) -> vector<8xf32>
    %1 = "vector.mask"(%arg0, %arg1) ({
      %7 = "vector.transfer_read"(%arg2, %arg4, %arg5) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (memref<?xf32>, index, f32) -> vector<8xf32>
      "vector.yield"(%7) : (vector<8xf32>) -> ()
    }) : (vector<8xi1>, vector<8xf32>) -> vector<8xf32>
    "vector.mask"(%arg0) ({
      "vector.transfer_write"(%arg1, %arg2, %arg4) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map}> : (vector<8xf32>, memref<?xf32>, index) -> ()
      "vector.yield"() : () -> ()
    }) : (vector<8xi1>) -> ()
    %2 = "vector.mask"(%arg0) ({
      "vector.yield"(%arg1) : (vector<8xf32>) -> ()
    }) : (vector<8xi1>) -> vector<8xf32>
    "vector.mask"(%arg0) ({
      "vector.yield"() : () -> ()
    }) : (vector<8xi1>) -> ()
    %3 = "vector.transfer_read"(%arg2, %arg4, %arg5, %arg0) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = #map}> : (memref<?xf32>, index, f32, vector<8xi1>) -> vector<8xf32>
    %4 = "vector.transfer_read"(%arg3, %arg4, %arg4, %arg5) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map1}> : (tensor<4x4xf32>, index, index, f32) -> vector<2x4xf32>
    %5 = "vector.transfer_read"(%arg3, %arg4, %arg4, %arg5) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map2}> : (tensor<4x4xf32>, index, index, f32) -> vector<4xf32>
    %6 = "vector.transfer_write"(%4, %arg3, %arg4, %arg4) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map3}> : (vector<2x4xf32>, tensor<4x4xf32>, index, index) -> tensor<4x4xf32>
    "func.return"(%0) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

