
func.func @f(%i: index) {
  %0 = memref.alloc()[%i, %i] : memref<4xf32, strided<[?], offset: ?>>
  return
}
