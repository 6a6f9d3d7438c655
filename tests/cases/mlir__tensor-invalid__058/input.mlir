
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.generate' op operand #0 must be variadic of index, but got 'f32'}}
  %0 = "tensor.generate"(%c) ({}) : (f32) -> tensor<4xf32>
  return
}
