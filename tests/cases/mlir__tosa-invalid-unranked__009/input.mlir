
func.func @gen2(%a: tensor<2xf32>, %c: tensor<i1>) {
  // expected-error@+1 {{'tosa.cond_if' op region #0 ('then_graph') failed to verify constraint: region with 1 blocks}}
  "tosa.cond_if"(%c) ({}, {}) : (tensor<i1>) -> ()
  return
}
