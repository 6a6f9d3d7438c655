module {
  func.func @pairs(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<?x?xf32> {
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %0 = arith.muli %arg4, %c2 : index
    %1 = arith.addi %0, %c4 : index
    %extracted_slice = tensor.extract_slice %arg0[%0, 0] [4, 8] [1, 1] : tensor<?x?xf32> to tensor<4x8xf32>
    %extracted_slice_0 = tensor.extract_slice %arg0[%1, 0] [4, 8] [1, 1] : tensor<?x?xf32> to tensor<4x8xf32>
    %2:3 = scf.for %arg5 = %arg1 to %arg2 step %arg3 iter_args(%arg6 = %arg0, %arg7 = %extracted_slice, %arg8 = %extracted_slice_0) -> (tensor<?x?xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
      %3 = "test.foo"(%arg7) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %4 = "test.foo"(%arg8) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      scf.yield %arg6, %3, %4 : tensor<?x?xf32>, tensor<4x8xf32>, tensor<4x8xf32>
    }
    %inserted_slice = tensor.insert_slice %2#2 into %2#0[%1, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x?xf32>
    %inserted_slice_1 = tensor.insert_slice %2#1 into %inserted_slice[%0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<?x?xf32>
    return %inserted_slice_1 : tensor<?x?xf32>
  }
}

