
func.func @h(%m: memref<2xf32>) {
  %1 = bufferization.clone %m {bufferization.manual_deallocation} : memref<2xf32> to memref<2xf32>
  // expected-error@+1 {{'foo.bar' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  "foo.bar"() {bufferization.manual_deallocation} : () -> ()
  return
}
