
func.func @casts(%t: tensor<4x4xf32>, %v: f32) -> (tensor<?x?xf32>, tensor<8x8xf32>) {
  %c = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %0 = tensor.pad %c low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %c low[2, 2] high[2, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %2 = tensor.cast %1 : tensor<?x?xf32> to tensor<8x8xf32>
  return %0, %2 : tensor<?x?xf32>, tensor<8x8xf32>
}

