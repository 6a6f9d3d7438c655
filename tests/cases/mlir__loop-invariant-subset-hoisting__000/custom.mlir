module {
  func.func @pairs(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<?x?xf32> {
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %0 = arith.muli %arg4, %c2 : index
    %1 = arith.addi %0, %c4 : index
    %2 = scf.for %arg5 = %arg1 to %arg2 step %arg3 iter_args(%arg6 = %arg0) -> (tensor<?x?xf32>) {
      %extracted_slice = tensor.extract_slice %arg6[%0, 0] [4, 8] [1, 1] : tensor<?x?xf32> to tensor<4x8xf32>
      %extracted_slice_0 = tensor.extract_slice %arg6[%1, 0] [4, 8] [1, 1] : tensor<?x?xf32> to tensor<4x8xf32>
      %3 = "test.foo"(%extracted_slice) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %4 = "test.foo"(%extracted_slice_0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %inserted_slice = tensor.insert_slice %3 into %arg6[%0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x?xf32>
      %inserted_slice_1 = tensor.insert_slice %4 into %inserted_slice[%1, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x?xf32>
      scf.yield %inserted_slice_1 : tensor<?x?xf32>
    }
    return %2 : tensor<?x?xf32>
  }
}

