module {
  func.func @zero_and_static(%arg0: tensor<4x?xf32>, %arg1: f32, %arg2: index) -> (tensor<4x?xf32>, tensor<?x?xf32>, tensor<4x?xf32>) {
    %c2 = arith.constant 2 : index
    %padded = tensor.pad %arg0 low[%c2, 1] high[%arg2, 1] {
    ^bb0(%arg3: index, %arg4: index):
      tensor.yield %arg1 : f32
    } : tensor<4x?xf32> to tensor<?x?xf32>
    %padded_0 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
    ^bb0(%arg3: index, %arg4: index):
      tensor.yield %arg1 : f32
    } : tensor<4x?xf32> to tensor<4x?xf32>
    return %arg0, %padded, %padded_0 : tensor<4x?xf32>, tensor<?x?xf32>, tensor<4x?xf32>
  }
}

