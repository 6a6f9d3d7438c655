module {
  func.func @zero(%arg0: tensor<8xf32>, %arg1: tensor<1xf32>) -> tensor<8xf32> {
    %0 = scf.forall (%arg2) in (0) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %arg1 into %arg3[%arg2] [1] [1] : tensor<1xf32> into tensor<8xf32>
      }
    }
    return %0 : tensor<8xf32>
  }
}

