module {
  func.func @tensor_ops(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: f32) -> tensor<?x4xf32> {
    %extracted = tensor.extract %arg0[%arg1, %arg1] : tensor<?x4xf32>
    %inserted = tensor.insert %arg2 into %arg0[%arg1, %arg1] : tensor<?x4xf32>
    %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
    return %inserted : tensor<?x4xf32>
  }
}

