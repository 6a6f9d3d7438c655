
func.func @f(%t: tensor<4xf32>, %i: tensor<1xindex>) {
// expected-error@+1 {{'tensor.gather' op gather_dims value must be non-negative}}
  %0 = tensor.gather %t[%i] gather_dims([true]) : (tensor<4xf32>, tensor<1xindex>) -> tensor<1x4xf32>
  return
}
