module {
  func.func @normalized_forall(%arg0: index, %arg1: tensor<100xf32>) -> tensor<100xf32> {
    %0 = scf.forall (%arg2) in (%arg0) shared_outs(%arg3 = %arg1) -> (tensor<100xf32>) {
      scf.forall.in_parallel {
      }
    }
    return %0 : tensor<100xf32>
  }
}

