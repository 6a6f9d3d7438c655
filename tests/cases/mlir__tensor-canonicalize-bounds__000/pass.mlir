module {
  func.func @k1(%arg0: tensor<4x4xf32>, %arg1: index) -> tensor<3x?xf32> {
    %cast = tensor.cast %arg0 : tensor<4x4xf32> to tensor<?x?xf32>
    %extracted_slice = tensor.extract_slice %cast[2, 0] [3, %arg1] [1, 1] : tensor<?x?xf32> to tensor<3x?xf32>
    return %extracted_slice : tensor<3x?xf32>
  }
}

