
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.yield' op requires a single operand}}
  %0 = tensor.generate {
  ^bb0(%a: index):
  } : tensor<4xf32>
  return
}
