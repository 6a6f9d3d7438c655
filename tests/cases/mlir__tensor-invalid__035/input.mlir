
func.func @f(%c: tensor<f32>, %i: index) {
// expected-error@+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = "tensor.dim"(%c, %i) : (tensor<f32>, index) -> index
  return
}
