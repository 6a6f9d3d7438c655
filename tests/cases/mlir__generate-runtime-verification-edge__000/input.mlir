// RUN: mlir-opt -generate-runtime-verification -split-input-file %s

// Constant indices: the bounds checks fold, to a constant condition when
// every index is known.
func.func @constant_indices(%m: memref<4x8xf32>, %t: tensor<?x3xf32>, %i: index) -> (f32, f32) {
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %c2 = arith.constant 2 : index
  %a = memref.load %m[%c1, %c2] : memref<4x8xf32>
  %b = memref.load %m[%c1, %c9] : memref<4x8xf32>
  memref.store %a, %m[%i, %c2] : memref<4x8xf32>
  %e = tensor.extract %t[%c1, %c2] : tensor<?x3xf32>
  %f = tensor.extract %t[%i, %i] : tensor<?x3xf32>
  return %a, %e : f32, f32
}

