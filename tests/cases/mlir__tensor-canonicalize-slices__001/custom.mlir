module {
  func.func @out_of_bounds(%arg0: tensor<8xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
    %c9 = arith.constant 9 : index
    %c4 = arith.constant 4 : index
    %c-1 = arith.constant -1 : index
    %c1 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %arg0[%c9] [%c4] [%c1] : tensor<8xf32> to tensor<?xf32>
    %extracted_slice_0 = tensor.extract_slice %arg0[%c-1] [%c4] [%c1] : tensor<8xf32> to tensor<?xf32>
    return %extracted_slice, %extracted_slice_0 : tensor<?xf32>, tensor<?xf32>
  }
}

