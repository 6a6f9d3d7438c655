
func.func @f(%t: memref<20xf32>) {
// expected-error@+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 3 inputs instead}}
  %3 = memref.expand_shape %t [[0, 1]] output_shape [4, 5, 6] : memref<20xf32> into memref<4x5xf32>
  return
}
