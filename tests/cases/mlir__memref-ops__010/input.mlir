
func.func @f(%t: memref<20x?xf32>, %i: index) {
  %3 = memref.expand_shape %t [[0, 1], [2, 3]] output_shape [4, 5, %i, %i] : memref<20x?xf32> into memref<4x5x?x?xf32>
  return
}
