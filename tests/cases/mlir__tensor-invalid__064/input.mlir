
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.pad' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.pad"(%c) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2>, static_low = array<i64: 1>}> ({}) : (f32) -> tensor<7xf32>
  return
}
