module {
  func.func @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = scf.forall (%arg1) in (8) shared_outs(%arg2 = %arg0) -> (tensor<8xf32>) {
      scf.forall.in_parallel {
      }
    }
    return %0 : tensor<8xf32>
  }
}

