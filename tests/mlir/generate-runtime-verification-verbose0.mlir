// RUN: mlir-opt -generate-runtime-verification=verbose-level=0 -split-input-file %s

// At verbose level 0 the messages leave the op out.
func.func @memref_ops(%m: memref<?x4xf32>, %u: memref<*xf32>, %i: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i, %i] : memref<?x4xf32>
  memref.store %v, %m[%i, %i] : memref<?x4xf32>
  %c = memref.cast %u : memref<*xf32> to memref<?x4xf32>
  %d = memref.dim %m, %i : memref<?x4xf32>
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
  return %0 : f32
}

// -----

func.func @tensor_ops(%t: tensor<?x4xf32>, %i: index, %v: f32) -> tensor<?x4xf32> {
  %0 = tensor.extract %t[%i, %i] : tensor<?x4xf32> loc("extract")
  %1 = tensor.insert %v into %t[%i, %i] : tensor<?x4xf32>
  %2 = tensor.extract_slice %t[%i, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
  return %1 : tensor<?x4xf32>
}
