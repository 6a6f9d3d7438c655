
func.func @f(%t: memref<20xf32>) {
// expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %3 = memref.expand_shape %t [[0, 1]] output_shape [4, 6] : memref<20xf32> into memref<4x5xf32>
  return
}
