
func.func @f(%c: tensor<4xf32>, %i: tensor<4xindex>) {
// expected-error@+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = "tensor.reshape"(%c, %i) : (tensor<4xf32>, tensor<4xindex>) -> tensor<2x2xf32>
  %1 = "tensor.reshape"(%c, %i) : (tensor<4xf32>, tensor<4xindex>) -> memref<2x2xf32>
  return
}
