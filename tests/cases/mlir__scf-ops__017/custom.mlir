module {
  func.func @f(%arg0: index, %arg1: tensor<4xf32>, %arg2: tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0:2 = scf.forall (%arg3, %arg4) in (%arg0, 8) shared_outs(%arg5 = %arg1, %arg6 = %arg2) -> (tensor<4xf32>, tensor<?xf32>) {
      scf.forall.in_parallel {
      } {inpar}
    } {mapping = [#gpu.thread<x>, #gpu.block<y>], other = 3 : i64}
    %1 = scf.forall (%arg3) = (%c0) to (%arg0) step (%c2) shared_outs(%arg4 = %arg1) -> (tensor<4xf32>) {
      scf.forall.in_parallel {
      }
    }
    scf.forall (%arg3) in (10) {
      "test.body"(%arg3) : (index) -> ()
    } {mapping = []}
    scf.forall (%arg3) = (1) to (10) step (-1) {
    }
    return %0#0, %0#1 : tensor<4xf32>, tensor<?xf32>
  }
}

