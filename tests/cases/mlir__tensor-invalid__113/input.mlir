
func.func @f(%t: tensor<4xf32>, %f: f32) {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
// expected-error@+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %f : f32
}
