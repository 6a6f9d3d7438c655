module {
  func.func @constant_arguments(%arg0: tensor<8x16x4xf32>, %arg1: index) -> (tensor<?x?x?xf32>, tensor<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %extracted_slice = tensor.extract_slice %arg0[%c0, %c1, %arg1] [%c4, %c1, %c2] [%c1, %c1, %c1] : tensor<8x16x4xf32> to tensor<?x?x?xf32>
    %extracted_slice_0 = tensor.extract_slice %arg0[%c0, %c1, %arg1] [%c4, 1, %c2] [1, 1, 1] : tensor<8x16x4xf32> to tensor<?x?xf32>
    return %extracted_slice, %extracted_slice_0 : tensor<?x?x?xf32>, tensor<?x?xf32>
  }
}

