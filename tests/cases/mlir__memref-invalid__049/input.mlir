
func.func @f(%t: memref<4x5x6xf32>) {
// expected-error@+1 {{'memref.expand_shape' op has source rank 3 and result rank 2. This is not an expansion (3 > 2).}}
  %3 = memref.expand_shape %t [[0], [1], [2]] output_shape [4, 5, 6] : memref<4x5x6xf32> into memref<20x6xf32>
  return
}
