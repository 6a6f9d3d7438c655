// RUN: mlir-opt %s -canonicalize --split-input-file

func.func @folds(%a: vector<4x8xf32>, %s: f32) -> (vector<4x8xf32>, vector<4x8xf32>, vector<32xf32>, vector<4x8xi1>, vector<4x8xi1>, vector<4x8xf32>) {
  %0 = vector.broadcast %a : vector<4x8xf32> to vector<4x8xf32>
  %1 = vector.transpose %a, [0, 1] : vector<4x8xf32> to vector<4x8xf32>
  %2 = vector.shape_cast %a : vector<4x8xf32> to vector<8x4xf32>
  %3 = vector.shape_cast %2 : vector<8x4xf32> to vector<32xf32>
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %4 = vector.create_mask %c2, %c9 : vector<4x8xi1>
  %5 = vector.constant_mask [4, 8] : vector<4x8xi1>
  %cst = arith.constant 1.0 : f32
  %6 = vector.broadcast %cst : f32 to vector<4x8xf32>
  return %0, %1, %3, %4, %5, %6 : vector<4x8xf32>, vector<4x8xf32>, vector<32xf32>, vector<4x8xi1>, vector<4x8xi1>, vector<4x8xf32>
}
