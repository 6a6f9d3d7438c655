module {
  func.func @g(%arg0: tensor<8xf32>, %arg1: index, %arg2: tensor<1xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %0:2 = scf.forall (%arg3, %arg4) in (1, %arg1) shared_outs(%arg5 = %arg0, %arg6 = %arg0) -> (tensor<8xf32>, tensor<8xf32>) {
      "test.use"(%arg3, %arg4) : (index, index) -> ()
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %arg2 into %arg5[%arg4] [1] [1] : tensor<1xf32> into tensor<8xf32>
      }
    }
    return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
  }
}

