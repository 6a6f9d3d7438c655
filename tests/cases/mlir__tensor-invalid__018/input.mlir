
func.func @f(%c: f32) {
// expected-error@+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%c) : (f32) -> tensor<2xf32>
  return
}
