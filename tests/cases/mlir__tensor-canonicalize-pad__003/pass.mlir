module {
  func.func @orthogonal(%arg0: tensor<64x64xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<8x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %extracted_slice = tensor.extract_slice %arg0[16, 4] [%arg1, %arg2] [1, 1] : tensor<64x64xf32> to tensor<?x?xf32>
    %padded = tensor.pad %extracted_slice nofold low[0, 0] high[%arg3, %arg4] {
    ^bb0(%arg5: index, %arg6: index):
      tensor.yield %cst : f32
    } : tensor<?x?xf32> to tensor<8x4xf32>
    return %padded : tensor<8x4xf32>
  }
}

