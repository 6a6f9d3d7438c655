
func.func @n(%a: memref<2xi32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%a, %a : memref<2xi32>, memref<2xi32>) if (%c)
  return
}
