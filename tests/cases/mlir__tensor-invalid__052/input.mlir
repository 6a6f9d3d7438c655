
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.bitcast' op result #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<4xindex>'}}
  %0 = "tensor.bitcast"(%c) : (tensor<4xf32>) -> tensor<4xindex>
  return
}
