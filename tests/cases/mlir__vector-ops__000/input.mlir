// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect

func.func @masks_and_transfers(%m: vector<8xi1>, %a: vector<8xf32>, %b: memref<?xf32>, %t: tensor<4x4xf32>, %i: index, %p: f32) -> vector<8xf32> {
  %0 = vector.mask %m { vector.transfer_read %b[%i], %p : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %1 = vector.mask %m, %a { vector.transfer_read %b[%i], %p : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %m { vector.transfer_write %a, %b[%i] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  %2 = vector.mask %m { vector.yield %a : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %m { } : vector<8xi1>
  %3 = vector.transfer_read %b[%i], %p, %m {in_bounds = [true]} : memref<?xf32>, vector<8xf32>
  %4 = vector.transfer_read %t[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x4xf32>, vector<2x4xf32>
  %5 = vector.transfer_read %t[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0)>} : tensor<4x4xf32>, vector<4xf32>
  %6 = vector.transfer_write %4, %t[%i, %i] {in_bounds = [true, false]} : vector<2x4xf32>, tensor<4x4xf32>
  return %0 : vector<8xf32>
}

