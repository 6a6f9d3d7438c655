module {
  func.func @casts(%arg0: tensor<4x4xf32>, %arg1: f32) -> (tensor<?x?xf32>, tensor<8x8xf32>) {
    %padded = tensor.pad %arg0 low[1, 1] high[1, 1] {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %arg1 : f32
    } : tensor<4x4xf32> to tensor<6x6xf32>
    %cast = tensor.cast %padded : tensor<6x6xf32> to tensor<?x?xf32>
    %padded_0 = tensor.pad %arg0 low[2, 2] high[2, 2] {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %arg1 : f32
    } : tensor<4x4xf32> to tensor<8x8xf32>
    return %cast, %padded_0 : tensor<?x?xf32>, tensor<8x8xf32>
  }
}

