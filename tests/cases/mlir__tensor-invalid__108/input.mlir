
func.func @f(%v: tensor<4xf32>, %i: tensor<1xindex>) {
// expected-error@+1 {{'tensor.gather' op result type mismatch: expected 'tensor<1xf32>' or its rank-reduced variant 'tensor<f32>' (got: 'tensor<1x1xf32>')}}
  %0 = "tensor.gather"(%v, %i) <{gather_dims = array<i64: 0>, foo = 3}> : (tensor<4xf32>, tensor<1xindex>) -> tensor<1x1xf32>
  return
}
