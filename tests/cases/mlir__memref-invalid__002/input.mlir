
func.func @f(%i: index) {
// expected-error@+1 {{'memref.alloca' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloca(%i) : memref<4xf32>
  return
}
