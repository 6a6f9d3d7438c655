
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.extract' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.extract"(%c) : (f32) -> f32
  return
}
