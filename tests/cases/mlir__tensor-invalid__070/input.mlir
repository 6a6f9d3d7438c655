
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.dim' op result #0 must be index, but got 'i32'}}
  %0 = "tensor.dim"(%c, %i) : (tensor<4xf32>, index) -> i32
  return
}
