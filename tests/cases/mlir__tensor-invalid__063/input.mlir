
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.collapse_shape' op operand #0 must be tensor of any type values, but got 'f32'}}
  %0 = "tensor.collapse_shape"(%c) <{reassociation = [[0]]}> : (f32) -> tensor<4xf32>
  return
}
