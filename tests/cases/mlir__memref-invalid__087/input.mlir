
func.func @t(%v : memref<4x5xf32>) {
// expected-error@+1 {{custom op 'memref.transpose' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %2 = memref.transpose %v (i, j) -> (j, i) : memref<*xf32> to memref<5x4xf32>
  return
}
