
func.func @f(%t: tensor<4xf32>, %i: tensor<1xindex>) {
// expected-error@+1 {{expected '['}}
  %0 = tensor.gather %t[%i] gather_dims(0) : (tensor<4xf32>, tensor<1xindex>) -> tensor<1x4xf32>
  return
}
