
func.func @t(%v : memref<4x5xf32>) {
// expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %2 = memref.transpose %v (i, j) -> (j) : memref<4x5xf32> to memref<5x4xf32>
  return
}
