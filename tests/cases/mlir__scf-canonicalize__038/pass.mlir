module {
  func.func @g(%arg0: tensor<8xf32>, %arg1: index, %arg2: tensor<1xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %c0 = arith.constant 0 : index
    %0 = scf.forall (%arg3) in (%arg1) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
      "test.use"(%c0, %arg3) : (index, index) -> ()
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %arg2 into %arg4[%arg3] [1] [1] : tensor<1xf32> into tensor<8xf32>
      }
    }
    return %0, %arg0 : tensor<8xf32>, tensor<8xf32>
  }
}

