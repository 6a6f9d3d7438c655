module {
  func.func @s3(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<?x?xf32> {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [%c1, %c4] [1, %c1] : tensor<8x16xf32> to tensor<?x?xf32>
    return %extracted_slice : tensor<?x?xf32>
  }
}

