
func.func @f(%t: tensor<4xf32>, %f: f32) {
// expected-error@+1 {{'tensor.yield' op requires a single operand}}
  %0 = tensor.generate {
  ^bb0(%a: index):
    %c = tensor.dim %t, %a : tensor<4xf32>
  } : tensor<4xf32>
  return
}
