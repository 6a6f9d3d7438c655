
func.func @f(%t: tensor<4xf32>, %i: tensor<1xindex>) {
// expected-error@+1 {{custom op 'tensor.gather' integer value too large}}
  %0 = tensor.gather %t[%i] gather_dims([4294967296000000000000]) : (tensor<4xf32>, tensor<1xindex>) -> tensor<4xf32>
  return
}
