
func.func @f(%i: index) {
// expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 0}}
  %0 = memref.alloc() : memref<4xf32, strided<[?], offset: ?>>
  return
}
