module {
  func.func @nested(%arg0: tensor<?xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?xf32> {
    %extracted_slice = tensor.extract_slice %arg0[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
    %0:2 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0, %arg6 = %extracted_slice) -> (tensor<?xf32>, tensor<5xf32>) {
      %1:2 = scf.for %arg7 = %arg1 to %arg2 step %arg3 iter_args(%arg8 = %arg5, %arg9 = %arg6) -> (tensor<?xf32>, tensor<5xf32>) {
        %2 = "test.foo"(%arg9) : (tensor<5xf32>) -> tensor<5xf32>
        scf.yield %arg8, %2 : tensor<?xf32>, tensor<5xf32>
      }
      scf.yield %1#0, %1#1 : tensor<?xf32>, tensor<5xf32>
    }
    %inserted_slice = tensor.insert_slice %0#1 into %0#0[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
    return %inserted_slice : tensor<?xf32>
  }
}

