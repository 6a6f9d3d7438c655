
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t nofold low[1] high[2] {
  ^bb0(%a: index):
    tensor.yield %t : tensor<4xf32>
  } : tensor<4xf32> to tensor<7xf32>
  return
}
