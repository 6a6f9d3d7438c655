
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{expected attribute value}}
  %0 = tensor.concat dim(x) %t : (tensor<4xf32>) -> tensor<4xf32>
  return
}
