module {
  func.func @forall_const_iv(%arg0: tensor<8xf32>, %arg1: index) -> tensor<8xf32> {
    %0 = scf.forall (%arg2, %arg3) in (1, %arg1) shared_outs(%arg4 = %arg0) -> (tensor<8xf32>) {
      "test.use"(%arg2, %arg3) : (index, index) -> ()
      scf.forall.in_parallel {
      }
    } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
    return %0 : tensor<8xf32>
  }
}

