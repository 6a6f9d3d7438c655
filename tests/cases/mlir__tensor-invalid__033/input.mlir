
func.func @f(%c: tensor<2xf32>) {
// expected-error@+1 {{invalid tensor element type}}
  %0 = "tensor.splat"(%c) : (tensor<2xf32>) -> tensor<4xtensor<2xf32>>
  return
}
