
func.func @f(%t: memref<4x5x6xf32>) {
// expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 3}}
  %3 = memref.collapse_shape %t [[0, 1], [2]] : memref<4x5x6xf32> into memref<4x5x6xf32>
  return
}
