
func.func @f(%t: memref<4x5x6xf32>) {
// expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<20x6xf32>' but found 'memref<20x6xf32, strided<[6, 1]>>'}}
  %3 = memref.collapse_shape %t [[0, 1], [2]] : memref<4x5x6xf32> into memref<20x6xf32, strided<[6, 1]>>
  return
}
