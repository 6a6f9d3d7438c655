
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.extract %t[%i] : tensor<*xf32>
  return
}
