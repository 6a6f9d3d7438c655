module {
  func.func @casts(%arg0: tensor<16x32xf32>, %arg1: tensor<4x4xf32>, %arg2: index, %arg3: index) -> (tensor<4x?xf32>, tensor<?x?xf32>, tensor<16x?xf32>, tensor<?x?xf32>) {
    %extracted_slice = tensor.extract_slice %arg0[%arg2, 0] [4, %arg3] [1, 1] : tensor<16x32xf32> to tensor<4x?xf32>
    %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg2, %arg2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<16x32xf32>
    %cast = tensor.cast %inserted_slice : tensor<16x32xf32> to tensor<?x?xf32>
    %extracted_slice_0 = tensor.extract_slice %arg0[%arg2, 0] [%arg3, 16] [1, 1] : tensor<16x32xf32> to tensor<?x16xf32>
    %cast_1 = tensor.cast %extracted_slice_0 : tensor<?x16xf32> to tensor<16x?xf32>
    %0 = tensor.empty(%arg3) : tensor<8x?xf32>
    %inserted_slice_2 = tensor.insert_slice %0 into %arg0[0, 0] [8, %arg3] [1, 1] : tensor<8x?xf32> into tensor<16x32xf32>
    %cast_3 = tensor.cast %inserted_slice_2 : tensor<16x32xf32> to tensor<?x?xf32>
    return %extracted_slice, %cast, %cast_1, %cast_3 : tensor<4x?xf32>, tensor<?x?xf32>, tensor<16x?xf32>, tensor<?x?xf32>
  }
}

