#map = affine_map<(d0, d1) -> (d0, d1, 0)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @a(%arg0: memref<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: index) -> (vector<4x8x3xf32>, vector<8xf32>, vector<4xf32>) {
    %c0 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst {permutation_map = #map} : memref<4x8xf32>, vector<4x8x3xf32>
    %1 = vector.transfer_read %arg0[%arg2, %c0], %cst : memref<4x8xf32>, vector<8xf32>
    %2 = vector.transfer_read %arg0[%c0, %c5], %cst : memref<4x8xf32>, vector<4xf32>
    %cst_0 = arith.constant dense<true> : vector<4xi1>
    %3 = vector.transfer_read %arg0[%c0, %c0], %cst, %cst_0 : memref<4x8xf32>, vector<4xf32>
    "use"(%3) : (vector<4xf32>) -> ()
    %4 = vector.constant_mask [4] : vector<4xi1>
    vector.transfer_write %2, %arg0[%arg2, %c0], %4 : vector<4xf32>, memref<4x8xf32>
    %5 = vector.transfer_read %arg0[%arg2, %c5], %cst {permutation_map = #map1} : memref<4x8xf32>, vector<3x4xf32>
    "use"(%5) : (vector<3x4xf32>) -> ()
    %6 = vector.transfer_read %arg0[%arg2, %c0], %cst {permutation_map = #map1} : memref<4x8xf32>, vector<3x4xf32>
    "use"(%6) : (vector<3x4xf32>) -> ()
    return %0, %1, %2 : vector<4x8x3xf32>, vector<8xf32>, vector<4xf32>
  }
  func.func @b(%arg0: tensor<f32>, %arg1: vector<f32>) -> vector<f32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_write %arg1, %arg0[] : vector<f32>, tensor<f32>
    %1 = vector.transfer_read %0[], %cst : tensor<f32>, vector<f32>
    return %1 : vector<f32>
  }
  func.func @c(%arg0: tensor<4x4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>) -> tensor<4x4xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = vector.transfer_write %arg1, %arg0[%c0, %c0] : vector<4xf32>, tensor<4x4xf32>
    %1 = vector.transfer_write %arg2, %0[%c1, %c0] : vector<4xf32>, tensor<4x4xf32>
    %2 = vector.transfer_write %arg2, %1[%c0, %c0] : vector<4xf32>, tensor<4x4xf32>
    return %2 : tensor<4x4xf32>
  }
}

