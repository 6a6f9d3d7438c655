
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.splat' op operand #1 must be variadic of index, but got 'f32'}}
  %0 = "tensor.splat"(%c, %c) : (f32, f32) -> tensor<4xf32>
  return
}
