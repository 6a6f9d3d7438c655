module {
  func.func @promote(%arg0: tensor<8xf32>, %arg1: tensor<1xf32>) -> tensor<8xf32> {
    %c4 = arith.constant 4 : index
    %0 = scf.forall (%arg2) = (%c4) to (5) step (1) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
      "test.use"(%arg2) : (index) -> ()
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %arg1 into %arg3[2] [1] [1] : tensor<1xf32> into tensor<8xf32>
      }
    }
    return %0 : tensor<8xf32>
  }
}

