
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.bitcast' op operand #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'f32'}}
  %0 = "tensor.bitcast"(%c) : (f32) -> tensor<4xf32>
  return
}
