
func.func @consecutive(%t: tensor<1x2xf32>, %v: f32, %w: f32) -> (tensor<5x7xf32>, tensor<3x4xf32>) {
  %0 = tensor.pad %t low[0, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x2xf32> to tensor<1x5xf32>
  %1 = tensor.pad %0 low[1, 2] high[3, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x5xf32> to tensor<5x7xf32>
  %2 = tensor.pad %t low[1, 1] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x2xf32> to tensor<2x3xf32>
  %3 = tensor.pad %2 low[1, 1] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %w : f32
  } : tensor<2x3xf32> to tensor<3x4xf32>
  return %1, %3 : tensor<5x7xf32>, tensor<3x4xf32>
}

