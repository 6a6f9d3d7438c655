module {
  func.func @casts(%arg0: tensor<16x32xf32>, %arg1: tensor<4x4xf32>, %arg2: index, %arg3: index) -> (tensor<4x?xf32>, tensor<?x?xf32>, tensor<16x?xf32>, tensor<?x?xf32>) {
    %cast = tensor.cast %arg0 : tensor<16x32xf32> to tensor<?x?xf32>
    %extracted_slice = tensor.extract_slice %cast[%arg2, 0] [4, %arg3] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
    %cast_0 = tensor.cast %arg1 : tensor<4x4xf32> to tensor<?x?xf32>
    %inserted_slice = tensor.insert_slice %cast_0 into %cast[%arg2, %arg2] [%arg3, %arg3] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
    %extracted_slice_1 = tensor.extract_slice %arg0[%arg2, 0] [%arg3, 16] [1, 1] : tensor<16x32xf32> to tensor<?x16xf32>
    %cast_2 = tensor.cast %extracted_slice_1 : tensor<?x16xf32> to tensor<16x?xf32>
    %0 = tensor.empty(%arg3, %arg3) : tensor<?x?xf32>
    %c8 = arith.constant 8 : index
    %inserted_slice_3 = tensor.insert_slice %0 into %cast[0, 0] [%c8, %arg3] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
    return %extracted_slice, %inserted_slice, %cast_2, %inserted_slice_3 : tensor<4x?xf32>, tensor<?x?xf32>, tensor<16x?xf32>, tensor<?x?xf32>
  }
}

