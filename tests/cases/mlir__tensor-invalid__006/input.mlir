
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{expected 1 offset values, got 2}}
  %0 = tensor.extract_slice %c[0, 0][1, 1][1, 1] : tensor<4xf32> to tensor<1xf32>
  return
}
