// RUN: mlir-opt -generate-runtime-verification -generate-runtime-verification -split-input-file %s

// The second run checks the ops the first one made: the memref.dim and
// tensor.dim ops (whose checks fold), not the asserts.
func.func @load(%m: memref<?x4xf32>, %i: index) -> f32 {
  %0 = memref.load %m[%i, %i] : memref<?x4xf32>
  return %0 : f32
}

