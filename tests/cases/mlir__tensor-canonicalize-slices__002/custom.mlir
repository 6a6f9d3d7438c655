module {
  func.func @identity_and_round_trips(%arg0: tensor<4x8xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<2x2xf32>, %arg3: index, %arg4: index) -> (tensor<4x8xf32>, tensor<?x?xf32>, tensor<2x2xf32>, tensor<4x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
    %extracted_slice = tensor.extract_slice %arg0[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
    %extracted_slice_0 = tensor.extract_slice %arg1[%arg3, 0] [%arg4, 2] [1, 1] : tensor<?x?xf32> to tensor<?x2xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice_0 into %arg1[%arg3, 0] [%arg4, 2] [1, 1] : tensor<?x2xf32> into tensor<?x?xf32>
    %inserted_slice_1 = tensor.insert_slice %arg2 into %arg1[%arg3, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
    %extracted_slice_2 = tensor.extract_slice %inserted_slice_1[%arg3, 1] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
    %inserted_slice_3 = tensor.insert_slice %arg0 into %arg0[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<4x8xf32>
    %inserted_slice_4 = tensor.insert_slice %arg2 into %inserted_slice_1[%arg3, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
    %0 = tensor.empty() : tensor<0x2xf32>
    %inserted_slice_5 = tensor.insert_slice %0 into %arg1[%arg3, 1] [0, 2] [1, 1] : tensor<0x2xf32> into tensor<?x?xf32>
    return %extracted_slice, %inserted_slice, %extracted_slice_2, %inserted_slice_3, %inserted_slice_4, %inserted_slice_5 : tensor<4x8xf32>, tensor<?x?xf32>, tensor<2x2xf32>, tensor<4x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>
  }
}

