
func.func @f(%t: tensor<4xf32>, %i: tensor<1xindex>) {
// expected-error@+1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %0 = tensor.gather %t[%i] gather_dims([0x10]) : (tensor<4xf32>, tensor<1xindex>) -> tensor<1x4xf32>
  return
}
