// RUN: mlir-opt -generate-runtime-verification -generate-runtime-verification -split-input-file %s

// The second run checks the ops the first one made: the memref.dim and
// tensor.dim ops (whose checks fold), not the asserts.
func.func @load(%m: memref<?x4xf32>, %i: index) -> f32 {
  %0 = memref.load %m[%i, %i] : memref<?x4xf32>
  return %0 : f32
}

// -----

func.func @casts(%u: memref<*xf32>, %t: tensor<*xf32>) {
  %c = memref.cast %u : memref<*xf32> to memref<?x4xf32>
  %d = tensor.cast %t : tensor<*xf32> to tensor<2x?xf32>
  return
}

// -----

func.func @slice(%t: tensor<?x4xf32>, %i: index) -> tensor<2x4xf32> {
  %0 = tensor.extract_slice %t[%i, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
