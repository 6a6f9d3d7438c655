
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.gather' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.gather"(%c, %c) <{gather_dims = array<i64: 0>}> : (f32, f32) -> tensor<4xf32>
  return
}
