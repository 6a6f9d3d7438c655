module {
  func.func @constant_select(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi1>) {
    %0 = "tosa.const"() <{values = dense<true> : tensor<3xi1>}> : () -> tensor<3xi1>
    return %arg0, %0 : tensor<3xi32>, tensor<3xi1>
  }
}

