module {
  func.func @m1(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> tensor<?x?xf32> {
    %padded = tensor.pad %arg0 low[%arg1, %arg1] high[%arg2, 0] {
    ^bb0(%arg4: index, %arg5: index):
      tensor.yield %arg3 : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    %padded_0 = tensor.pad %padded low[%arg2, %arg1] high[%arg2, 3] {
    ^bb0(%arg4: index, %arg5: index):
      tensor.yield %arg3 : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    return %padded_0 : tensor<?x?xf32>
  }
}

