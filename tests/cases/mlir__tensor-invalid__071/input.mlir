
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.empty' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "tensor.empty"() : () -> tensor<*xf32>
  return
}
