
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.scatter' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.scatter"(%c, %c, %c) <{scatter_dims = array<i64: 0>}> : (f32, f32, f32) -> tensor<4xf32>
  return
}
