
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.cast' op operand #0 must be tensor of any type values, but got 'f32'}}
  %0 = "tensor.cast"(%c) : (f32) -> tensor<4xf32>
  return
}
