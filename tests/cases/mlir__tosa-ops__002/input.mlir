
func.func @control_flow(%a: tensor<i32>, %c: tensor<i1>) -> tensor<i32> {
  %0 = tosa.while_loop (%arg2 = %a) : (tensor<i32>) -> tensor<i32> {
    %1 = "tosa.const"() {values = dense<10> : tensor<i32>} : () -> tensor<i32>
    %2 = tosa.greater_equal %1, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %2 : tensor<i1>
  } do {
  ^bb0(%arg2: tensor<i32>):
    tosa.yield %arg2 : tensor<i32>
  }
  %3 = tosa.cond_if %c (%x = %0) : tensor<i1> (tensor<i32>) -> tensor<i32> {
  ^bb0(%y: tensor<i32>):
    tosa.yield %y : tensor<i32>
  } else {
  ^bb0(%y: tensor<i32>):
    tosa.yield %a : tensor<i32>
  }
  return %3 : tensor<i32>
}

