
func.func @f(%t: tensor<4xf32>, %f: f32) {
// expected-error@+1 {{'tensor.generate' op expects region #0 to have 0 or 1 blocks}}
  %0 = tensor.generate {
  ^bb0(%a: index):
    tensor.yield %f : f32
  ^bb1:
    tensor.yield %f : f32
  } : tensor<4xf32>
  return
}
