
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.yield' op requires a single operand}}
  %0 = tensor.pad %t low[1] high[2] {
  ^bb0(%a: index):
  } : tensor<4xf32> to tensor<7xf32>
  return
}
