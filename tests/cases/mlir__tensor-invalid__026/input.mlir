
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.generate' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
  %0 = "tensor.generate"() ({
  }) : () -> tensor<4xf32>
  return
}
