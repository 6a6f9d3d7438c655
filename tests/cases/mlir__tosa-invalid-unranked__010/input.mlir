
func.func @gen3(%a: tensor<2xf32>, %c: tensor<i1>) {
  // expected-error@+1 {{'tosa.while_loop' op region #0 ('cond_graph') failed to verify constraint: region with 1 blocks}}
  "tosa.while_loop"(%a) ({}, {}) : (tensor<2xf32>) -> ()
  return
}
