
func.func @a(%m: memref<4x8xf32>, %t: tensor<4x8xf32>, %i: index) -> (vector<4x8x3xf32>, vector<8xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %f0 = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c0], %f0 {permutation_map = affine_map<(d0, d1) -> (d0, d1, 0)>} : memref<4x8xf32>, vector<4x8x3xf32>
  %1 = vector.transfer_read %m[%i, %c0], %f0 : memref<4x8xf32>, vector<8xf32>
  %2 = vector.transfer_read %m[%c0, %c5], %f0 : memref<4x8xf32>, vector<4xf32>
  %mask = arith.constant dense<true> : vector<4xi1>
  %3 = vector.transfer_read %m[%c0, %c0], %f0, %mask : memref<4x8xf32>, vector<4xf32>
  "use"(%3) : (vector<4xf32>) -> ()
  %cm = vector.constant_mask [4] : vector<4xi1>
  vector.transfer_write %2, %m[%i, %c0], %cm : vector<4xf32>, memref<4x8xf32>
  %4 = vector.transfer_read %m[%i, %c5], %f0 {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x8xf32>, vector<3x4xf32>
  "use"(%4) : (vector<3x4xf32>) -> ()
  %5 = vector.transfer_read %m[%i, %c0], %f0 {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x8xf32>, vector<3x4xf32>
  "use"(%5) : (vector<3x4xf32>) -> ()
  return %0, %1, %2 : vector<4x8x3xf32>, vector<8xf32>, vector<4xf32>
}
func.func @b(%t: tensor<f32>, %v: vector<f32>) -> vector<f32> {
  %f0 = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[] : vector<f32>, tensor<f32>
  %r = vector.transfer_read %w[], %f0 : tensor<f32>, vector<f32>
  return %r : vector<f32>
}
func.func @c(%t: tensor<4x4xf32>, %v: vector<4xf32>, %v2: vector<4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w0 = vector.transfer_write %v, %t[%c0, %c0] : vector<4xf32>, tensor<4x4xf32>
  %w1 = vector.transfer_write %v2, %w0[%c1, %c0] : vector<4xf32>, tensor<4x4xf32>
  %w2 = vector.transfer_write %v2, %w1[%c0, %c0] : vector<4xf32>, tensor<4x4xf32>
  return %w2 : tensor<4x4xf32>
}

