module {
  func.func @nested(%arg0: tensor<?xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?xf32> {
    %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (tensor<?xf32>) {
      %1 = scf.for %arg6 = %arg1 to %arg2 step %arg3 iter_args(%arg7 = %arg5) -> (tensor<?xf32>) {
        %extracted_slice = tensor.extract_slice %arg7[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
        %2 = "test.foo"(%extracted_slice) : (tensor<5xf32>) -> tensor<5xf32>
        %inserted_slice = tensor.insert_slice %2 into %arg7[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
        scf.yield %inserted_slice : tensor<?xf32>
      }
      scf.yield %1 : tensor<?xf32>
    }
    return %0 : tensor<?xf32>
  }
}

