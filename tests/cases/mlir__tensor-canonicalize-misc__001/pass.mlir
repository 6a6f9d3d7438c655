module {
  func.func @s1(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<?xf32> {
    %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<4xf32>
    %cast = tensor.cast %extracted_slice : tensor<4xf32> to tensor<?xf32>
    return %cast : tensor<?xf32>
  }
}

