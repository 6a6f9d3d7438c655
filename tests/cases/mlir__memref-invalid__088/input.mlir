
func.func @t(%v : memref<4x5xf32>) {
// expected-error@+1 {{'memref.transpose' op result #0 must be strided memref of any type values, but got 'f32'}}
  %2 = memref.transpose %v (i, j) -> (j, i) : memref<4x5xf32> to f32
  return
}
