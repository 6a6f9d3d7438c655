module {
  func.func @zero_and_static(%arg0: tensor<4x?xf32>, %arg1: f32, %arg2: index) -> (tensor<4x?xf32>, tensor<?x?xf32>, tensor<4x?xf32>) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %padded = tensor.pad %arg0 low[0, %c0] high[0, 0] {
    ^bb0(%arg3: index, %arg4: index):
      tensor.yield %arg1 : f32
    } : tensor<4x?xf32> to tensor<4x?xf32>
    %padded_0 = tensor.pad %arg0 low[%c2, 1] high[%arg2, 1] {
    ^bb0(%arg3: index, %arg4: index):
      tensor.yield %arg1 : f32
    } : tensor<4x?xf32> to tensor<?x?xf32>
    %padded_1 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
    ^bb0(%arg3: index, %arg4: index):
      tensor.yield %arg1 : f32
    } : tensor<4x?xf32> to tensor<4x?xf32>
    return %padded, %padded_0, %padded_1 : tensor<4x?xf32>, tensor<?x?xf32>, tensor<4x?xf32>
  }
}

