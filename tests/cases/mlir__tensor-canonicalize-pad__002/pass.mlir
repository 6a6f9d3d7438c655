module {
  func.func @consecutive(%arg0: tensor<1x2xf32>, %arg1: f32, %arg2: f32) -> (tensor<5x7xf32>, tensor<3x4xf32>) {
    %padded = tensor.pad %arg0 low[1, 3] high[3, 2] {
    ^bb0(%arg3: index, %arg4: index):
      tensor.yield %arg1 : f32
    } : tensor<1x2xf32> to tensor<5x7xf32>
    %padded_0 = tensor.pad %arg0 low[1, 1] high[0, 0] {
    ^bb0(%arg3: index, %arg4: index):
      tensor.yield %arg1 : f32
    } : tensor<1x2xf32> to tensor<2x3xf32>
    %padded_1 = tensor.pad %padded_0 low[1, 1] high[0, 0] {
    ^bb0(%arg3: index, %arg4: index):
      tensor.yield %arg2 : f32
    } : tensor<2x3xf32> to tensor<3x4xf32>
    return %padded, %padded_1 : tensor<5x7xf32>, tensor<3x4xf32>
  }
}

