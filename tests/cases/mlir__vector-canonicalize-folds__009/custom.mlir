module {
  func.func @a(%arg0: vector<8x4xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<64x64xf32>, %arg3: index, %arg4: index) -> tensor<64x64xf32> {
    %c0 = arith.constant 0 : index
    %0 = vector.transfer_write %arg0, %arg1[%c0, %c0] {in_bounds = [true, true]} : vector<8x4xf32>, tensor<8x4xf32>
    %extracted_slice = tensor.extract_slice %0[0, 0] [%arg4, 4] [1, 1] : tensor<8x4xf32> to tensor<?x4xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %arg2[%arg3, 16] [%arg4, 4] [1, 1] : tensor<?x4xf32> into tensor<64x64xf32>
    return %inserted_slice : tensor<64x64xf32>
  }
  func.func @b(%arg0: vector<8x4xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<64x64xf32>, %arg3: index, %arg4: index) -> tensor<64x64xf32> {
    %c0 = arith.constant 0 : index
    %0 = vector.transfer_write %arg0, %arg1[%c0, %c0] {in_bounds = [true, true]} : vector<8x4xf32>, tensor<8x4xf32>
    %extracted_slice = tensor.extract_slice %0[0, 0] [%arg4, 4] [1, 1] : tensor<8x4xf32> to tensor<?x4xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %arg2[%arg3, 16] [%arg3, 4] [1, 1] : tensor<?x4xf32> into tensor<64x64xf32>
    return %inserted_slice : tensor<64x64xf32>
  }
  func.func @c(%arg0: vector<8x4xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<64x64xf32>, %arg3: index, %arg4: index) -> tensor<64x64xf32> {
    %c0 = arith.constant 0 : index
    %0 = vector.transfer_write %arg0, %arg1[%c0, %c0] {in_bounds = [true, true]} : vector<8x4xf32>, tensor<8x8xf32>
    %extracted_slice = tensor.extract_slice %0[0, 0] [%arg4, 4] [1, 1] : tensor<8x8xf32> to tensor<?x4xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %arg2[%arg3, 16] [%arg4, 4] [1, 1] : tensor<?x4xf32> into tensor<64x64xf32>
    return %inserted_slice : tensor<64x64xf32>
  }
}

