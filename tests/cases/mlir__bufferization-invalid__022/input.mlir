
func.func @v() {
  %0 = memref.alloc() {bufferization.manual_deallocation = 3} : memref<2xf32>
  // expected-error@+1 {{'arith.constant' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %1 = arith.constant {bufferization.manual_deallocation} 0 : index
  %2 = arith.constant {bufferization.foo} 0 : index
  return
}
