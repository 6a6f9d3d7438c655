module {
  func.func @negative(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: index, %arg3: index, %arg4: index) -> (tensor<?xf32>, tensor<?xf32>) {
    %0:2 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %arg0, %arg7 = %arg1) -> (tensor<?xf32>, tensor<?xf32>) {
      %extracted_slice = tensor.extract_slice %arg6[%arg5] [5] [1] : tensor<?xf32> to tensor<5xf32>
      %2 = "test.foo"(%extracted_slice) : (tensor<5xf32>) -> tensor<5xf32>
      %inserted_slice = tensor.insert_slice %2 into %arg6[%arg5] [5] [1] : tensor<5xf32> into tensor<?xf32>
      %extracted_slice_0 = tensor.extract_slice %arg7[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
      %inserted_slice_1 = tensor.insert_slice %extracted_slice_0 into %arg7[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
      scf.yield %inserted_slice_1, %inserted_slice : tensor<?xf32>, tensor<?xf32>
    }
    %1 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %arg0) -> (tensor<?xf32>) {
      %extracted_slice = tensor.extract_slice %arg6[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
      %extracted_slice_0 = tensor.extract_slice %arg6[3] [5] [1] : tensor<?xf32> to tensor<5xf32>
      %2 = "test.foo"(%extracted_slice, %extracted_slice_0) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %inserted_slice = tensor.insert_slice %2 into %arg6[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
      scf.yield %inserted_slice : tensor<?xf32>
    }
    return %0#0, %1 : tensor<?xf32>, tensor<?xf32>
  }
}

