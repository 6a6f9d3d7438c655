
func.func @f(%c: tensor<4xf32>, %i: tensor<2xf32>) {
// expected-error@+1 {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<2xf32>'}}
  %0 = "tensor.gather"(%c, %i) <{gather_dims = array<i64: 0>}> : (tensor<4xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}
