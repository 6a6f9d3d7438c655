#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (0)>
module {
  func.func @masks_and_transfers(%arg0: vector<8xi1>, %arg1: vector<8xf32>, %arg2: memref<?xf32>, %arg3: tensor<4x4xf32>, %arg4: index, %arg5: f32) -> vector<8xf32> {
    %0 = vector.mask %arg0 { vector.transfer_read %arg2[%arg4], %arg5 : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
    %1 = vector.mask %arg0, %arg1 { vector.transfer_read %arg2[%arg4], %arg5 : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
    vector.mask %arg0 { vector.transfer_write %arg1, %arg2[%arg4] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
    %2 = vector.mask %arg0 { vector.yield %arg1 : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
    vector.mask %arg0 { vector.yield } : vector<8xi1>
    %3 = vector.transfer_read %arg2[%arg4], %arg5, %arg0 {in_bounds = [true]} : memref<?xf32>, vector<8xf32>
    %4 = vector.transfer_read %arg3[%arg4, %arg4], %arg5 {permutation_map = #map} : tensor<4x4xf32>, vector<2x4xf32>
    %5 = vector.transfer_read %arg3[%arg4, %arg4], %arg5 {permutation_map = #map1} : tensor<4x4xf32>, vector<4xf32>
    %6 = vector.transfer_write %4, %arg3[%arg4, %arg4] {in_bounds = [true, false]} : vector<2x4xf32>, tensor<4x4xf32>
    return %0 : vector<8xf32>
  }
}

