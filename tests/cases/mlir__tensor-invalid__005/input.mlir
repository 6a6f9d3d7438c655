
func.func @f(%c: tensor<4xf32>) {
// expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %c[0][1][1, 1] : tensor<4xf32> to tensor<1xf32>
  return
}
