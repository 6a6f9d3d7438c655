
func.func @if_inputs(%a: tensor<i32>, %c: tensor<i1>) -> tensor<i32> {
  // expected-error@+1 {{'tosa.cond_if' op require same number of values in 'else_graph' arguments (0) and 'input_list' (1)}}
  %0 = tosa.cond_if %c (%x = %a) : tensor<i1> (tensor<i32>) -> tensor<i32> {
  ^bb0(%y: tensor<i32>):
    tosa.yield %y : tensor<i32>
  } else {
    tosa.yield %a : tensor<i32>
  }
  return %0 : tensor<i32>
}
