
// Expansions: from 0-d, with a dynamic size, a store.
func.func @expand(%m: memref<f32>, %n: memref<?xf32>, %i: index, %j: index, %k: index, %s: index, %x: f32) -> f32 {
  %e = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %v = memref.load %e[%i, %j] : memref<1x1xf32>
  %f = memref.expand_shape %n [[0, 1, 2]] output_shape [2, %s, 4] : memref<?xf32> into memref<2x?x4xf32>
  memref.store %x, %f[%i, %j, %k] : memref<2x?x4xf32>
  return %v : f32
}

