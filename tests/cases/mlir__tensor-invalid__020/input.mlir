
func.func @f(%c: tensor<4xf32>, %i: tensor<2xf32>) {
// expected-error@+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2xf32>'}}
  %0 = "tensor.reshape"(%c, %i) : (tensor<4xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}
