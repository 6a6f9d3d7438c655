
func.func @explicit_loop_bounds_forall(%lb: index, %ub: index, %step: index, %out: tensor<100xf32>) -> tensor<100xf32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %result = scf.forall (%i) = (%lb) to (%ub) step (%step) shared_outs(%o = %out) -> tensor<100xf32> {
      scf.forall.in_parallel {
      }
  }
  %r2 = scf.forall (%i) = (%c0) to (%ub) step (%c1) shared_outs(%o = %out) -> tensor<100xf32> {
      scf.forall.in_parallel {
      }
  }
  scf.forall (%i, %j) = (%c0, 0) to (%ub, 7) step (%c1, 1) {
  }
  return %result : tensor<100xf32>
}
