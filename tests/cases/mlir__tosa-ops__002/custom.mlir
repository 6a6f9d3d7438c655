module {
  func.func @control_flow(%arg0: tensor<i32>, %arg1: tensor<i1>) -> tensor<i32> {
    %0 = tosa.while_loop (%arg2 = %arg0) : (tensor<i32>) -> tensor<i32> {
      %2 = "tosa.const"() <{values = dense<10> : tensor<i32>}> : () -> tensor<i32>
      %3 = tosa.greater_equal %2, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      tosa.yield %3 : tensor<i1>
    } do {
    ^bb0(%arg2: tensor<i32>):
      tosa.yield %arg2 : tensor<i32>
    }
    %1 = tosa.cond_if %arg1 (%arg2 = %0) : tensor<i1> (tensor<i32>) -> tensor<i32> {
    ^bb0(%arg2: tensor<i32>):
      tosa.yield %arg2 : tensor<i32>
    } else {
    ^bb0(%arg2: tensor<i32>):
      tosa.yield %arg0 : tensor<i32>
    }
    return %1 : tensor<i32>
  }
}

