
func.func @f(%c: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.generate' op expects region #0 to have 0 or 1 blocks}}
  %0 = "tensor.generate"() ({
  ^bb0(%a: index):
    tensor.yield %i : index
  ^bb1:
    tensor.yield %i : index
  }) : () -> tensor<4xf32>
  return
}
