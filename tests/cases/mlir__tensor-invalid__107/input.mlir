
func.func @f(%v: tensor<4xf32>) {
// expected-error@+1 {{invalid properties {a = 1 : i64} for op tensor.cast: this operation does not support properties}}
  %r = "tensor.cast"(%v) <{a = 1}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}
