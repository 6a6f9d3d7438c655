
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.insert' op operand #1 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.insert"(%c, %c) : (f32, f32) -> tensor<4xf32>
  return
}
