
func.func @d(%m: i32) {
  // expected-error@+1 {{'bufferization.alloc_tensor' op result #0 must be tensor of any type values, but got 'i32'}}
  %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> i32
  return
}
