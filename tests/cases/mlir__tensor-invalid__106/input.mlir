
func.func @f(%v: tensor<4xf32>) {
// expected-error@+1 {{invalid properties {} for op tensor.cast: this operation does not support properties}}
  %r = "tensor.cast"(%v) <{}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
