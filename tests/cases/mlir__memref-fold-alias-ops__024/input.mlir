
// Collapses: dynamic sizes, to 0-d, and a store.
func.func @collapse(%m: memref<?x6x?xf32>, %n: memref<1x1x1xf32>, %i: index, %x: f32) -> f32 {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<?x6x?xf32> into memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  %z = memref.collapse_shape %n [] : memref<1x1x1xf32> into memref<f32>
  memref.store %x, %z[] : memref<f32>
  %w = memref.collapse_shape %m [[0], [1, 2]] : memref<?x6x?xf32> into memref<?x?xf32>
  memref.store %v, %w[%i, %i] {nontemporal = true} : memref<?x?xf32>
  return %v : f32
}

