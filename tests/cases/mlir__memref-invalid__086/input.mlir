
func.func @t(%v : memref<4x5xf32>) {
// expected-error@+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %2 = memref.transpose %v (i, j, k) -> (j, i, k) : memref<4x5xf32> to memref<5x4xf32>
  return
}
