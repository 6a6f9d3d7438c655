
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.extract_slice' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.extract_slice"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (f32) -> tensor<4xf32>
  return
}
