
func.func @f(%t: tensor<4xf32>, %f: f32) {
  %0 = tensor.generate {
  ^bb0(%a: index):
// expected-error@+1 {{expected ':'}}
    tensor.yield %f, %f : f32, f32
  } : tensor<4xf32>
  return
}
