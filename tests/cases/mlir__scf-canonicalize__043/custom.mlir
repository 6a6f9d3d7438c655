module {
  func.func @control(%arg0: tensor<8xf32>, %arg1: tensor<1xf32>, %arg2: index) -> tensor<8xf32> {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %0 = scf.forall (%arg3) = (%c0) to (%arg2) step (%c2) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %arg1 into %arg4[%arg3] [1] [1] : tensor<1xf32> into tensor<8xf32>
      }
    }
    return %0 : tensor<8xf32>
  }
}

