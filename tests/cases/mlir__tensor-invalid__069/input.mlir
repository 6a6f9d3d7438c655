
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.rank' op result #0 must be index, but got 'i32'}}
  %0 = "tensor.rank"(%c) : (tensor<4xf32>) -> i32
  return
}
