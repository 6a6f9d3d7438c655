module {
  func.func @s1(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<?xf32> {
    %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [1, %arg1] [1, 1] : tensor<8x16xf32> to tensor<?xf32>
    %cast = tensor.cast %extracted_slice : tensor<?xf32> to tensor<4xf32>
    %cast_0 = tensor.cast %cast : tensor<4xf32> to tensor<?xf32>
    return %cast_0 : tensor<?xf32>
  }
}

