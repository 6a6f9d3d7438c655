
func.func @gen(%a: tensor<2xf32>) {
  %0 = "tosa.conv2d"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  // expected-error@+1 {{cannot name an operation with no results}}
  %1 = "tosa.cond_if"(%a) ({}, {}) : (tensor<2xf32>) -> ()
  %2 = "tosa.while_loop"() ({}, {}) : () -> ()
  return
}
