module {
  func.func @constant_arguments(%arg0: tensor<8x16x4xf32>, %arg1: index) -> (tensor<?x?x?xf32>, tensor<?x?xf32>) {
    %extracted_slice = tensor.extract_slice %arg0[0, 1, %arg1] [4, 1, 2] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x1x2xf32>
    %cast = tensor.cast %extracted_slice : tensor<4x1x2xf32> to tensor<?x?x?xf32>
    %extracted_slice_0 = tensor.extract_slice %arg0[0, 1, %arg1] [4, 1, 2] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x2xf32>
    %cast_1 = tensor.cast %extracted_slice_0 : tensor<4x2xf32> to tensor<?x?xf32>
    return %cast, %cast_1 : tensor<?x?x?xf32>, tensor<?x?xf32>
  }
}

