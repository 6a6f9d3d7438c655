module {
  func.func @s3(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<?x?xf32> {
    %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<1x4xf32>
    %cast = tensor.cast %extracted_slice : tensor<1x4xf32> to tensor<?x?xf32>
    return %cast : tensor<?x?xf32>
  }
}

