module {
  func.func @k2(%arg0: tensor<4xf32>, %arg1: index) -> tensor<8xf32> {
    %extracted_slice = tensor.extract_slice %arg0[0] [%arg1] [1] : tensor<4xf32> to tensor<?xf32>
    %cast = tensor.cast %extracted_slice : tensor<?xf32> to tensor<8xf32>
    return %cast : tensor<8xf32>
  }
}

