module {
  func.func @casts(%arg0: tensor<4x4xf32>, %arg1: f32) -> (tensor<?x?xf32>, tensor<8x8xf32>) {
    %cast = tensor.cast %arg0 : tensor<4x4xf32> to tensor<?x?xf32>
    %padded = tensor.pad %cast low[1, 1] high[1, 1] {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %arg1 : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    %padded_0 = tensor.pad %cast low[2, 2] high[2, 2] {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %arg1 : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    %cast_1 = tensor.cast %padded_0 : tensor<?x?xf32> to tensor<8x8xf32>
    return %padded, %cast_1 : tensor<?x?xf32>, tensor<8x8xf32>
  }
}

