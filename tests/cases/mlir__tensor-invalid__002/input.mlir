
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  %0 = tensor.extract_slice %c[-1][0][1] : tensor<4xf32> to tensor<0xf32>
  return
}
