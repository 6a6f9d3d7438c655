module {
  func.func @p1(%arg0: tensor<4x4xf32>, %arg1: f32, %arg2: index) -> tensor<?x?xf32> {
    %cast = tensor.cast %arg0 : tensor<4x4xf32> to tensor<?x?xf32>
    %padded = tensor.pad %cast low[%arg2, 1] high[1, 1] {
    ^bb0(%arg3: index, %arg4: index):
      tensor.yield %arg1 : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    return %padded : tensor<?x?xf32>
  }
}

