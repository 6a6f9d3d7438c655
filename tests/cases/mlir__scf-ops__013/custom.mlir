module {
  func.func @explicit_loop_bounds_forall(%arg0: index, %arg1: index, %arg2: index, %arg3: tensor<100xf32>) -> tensor<100xf32> {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %0 = scf.forall (%arg4) = (%arg0) to (%arg1) step (%arg2) shared_outs(%arg5 = %arg3) -> (tensor<100xf32>) {
      scf.forall.in_parallel {
      }
    }
    %1 = scf.forall (%arg4) in (%arg1) shared_outs(%arg5 = %arg3) -> (tensor<100xf32>) {
      scf.forall.in_parallel {
      }
    }
    scf.forall (%arg4, %arg5) in (%arg1, 7) {
    }
    return %0 : tensor<100xf32>
  }
}

