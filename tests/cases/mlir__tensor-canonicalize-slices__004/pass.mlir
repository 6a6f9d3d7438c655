module {
  func.func @parallel(%arg0: tensor<8x8xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> tensor<8x8xf32> {
    %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg0) -> (tensor<8x8xf32>) {
      %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<2x?xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %cast into %arg4[%arg3, 0] [2, %arg2] [1, 1] : tensor<2x?xf32> into tensor<8x8xf32>
      }
    }
    return %0 : tensor<8x8xf32>
  }
}

