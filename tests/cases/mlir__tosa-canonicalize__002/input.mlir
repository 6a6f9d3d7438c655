
func.func @constant_select(%a: tensor<3xi32>, %b: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi1>) {
  %t = "tosa.const"() {values = dense<true> : tensor<3xi1>} : () -> tensor<3xi1>
  %0 = tosa.select %t, %a, %b : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
  %1 = tosa.equal %a, %a : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  return %0, %1 : tensor<3xi32>, tensor<3xi1>
}

