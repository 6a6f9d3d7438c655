module {
  func.func @dim(%arg0: tensor<?xf32>, %arg1: index, %arg2: tensor<1xf32>) -> index {
    %c0 = arith.constant 0 : index
    %0 = scf.forall (%arg3) in (%arg1) shared_outs(%arg4 = %arg0) -> (tensor<?xf32>) {
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %arg2 into %arg4[%arg3] [1] [1] : tensor<1xf32> into tensor<?xf32>
      }
    }
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    "test.use"(%0) : (tensor<?xf32>) -> ()
    return %dim : index
  }
}

