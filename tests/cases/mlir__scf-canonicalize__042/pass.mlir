module {
  func.func @cast(%arg0: tensor<8xf32>, %arg1: index, %arg2: tensor<1xf32>) -> tensor<?xf32> {
    %0 = scf.forall (%arg3) in (%arg1) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
      %cast_0 = tensor.cast %arg4 : tensor<8xf32> to tensor<?xf32>
      "test.use"(%cast_0) : (tensor<?xf32>) -> ()
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %arg2 into %arg4[%arg3] [1] [1] : tensor<1xf32> into tensor<8xf32>
      }
    }
    %cast = tensor.cast %0 : tensor<8xf32> to tensor<?xf32>
    return %cast : tensor<?xf32>
  }
}

