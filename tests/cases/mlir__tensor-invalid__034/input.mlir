
func.func @f(%c: f32) {
// expected-error@+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%c) : (f32) -> tensor<4xi32>
  return
}
