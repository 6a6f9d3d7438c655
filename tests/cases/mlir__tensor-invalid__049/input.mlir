
func.func @f(%c: tensor<4xindex>) {
// expected-error@+1 {{'tensor.bitcast' op operand #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<4xindex>'}}
  %0 = tensor.bitcast %c : tensor<4xindex> to tensor<4xi64>
  return
}
