
func.func @f(%t: memref<?xf32>, %i: index) {
  %3 = memref.expand_shape %t [[0, 1]] output_shape [4, 5] : memref<?xf32> into memref<4x?xf32>
  return
}
