module {
  func.func @slice(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<2x4xf32> {
    %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
    return %extracted_slice : tensor<2x4xf32>
  }
}

