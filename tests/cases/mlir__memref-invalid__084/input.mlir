
func.func @t(%v : memref<4x5xf32>) {
// expected-error@+1 {{'memref.transpose' op result type 'memref<5x4xf32>' is not equivalent to the canonical transposed input type 'memref<5x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 5)>>'}}
  %2 = memref.transpose %v (i, j) -> (j, i) : memref<4x5xf32> to memref<5x4xf32>
  return
}
