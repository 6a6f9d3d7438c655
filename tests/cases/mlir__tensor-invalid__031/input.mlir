
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.empty(%i) : tensor<4xf32>
  return
}
