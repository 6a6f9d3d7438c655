
func.func @g() {
  // expected-error@+1 {{'bufferization.alloc_tensor' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %1 = bufferization.alloc_tensor() {bufferization.manual_deallocation} : tensor<2xf32>
  return
}
