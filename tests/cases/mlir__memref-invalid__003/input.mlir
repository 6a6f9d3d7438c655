
func.func @f(%i: index) {
// expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc()[%i] : memref<4xf32>
  return
}
