
func.func @f(%a: index, %t: tensor<4xf32>, %u: tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.forall (%i, %j) = (%c0, 0) to (%a, 8) step (%c1, 1) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<?xf32>) {
    scf.forall.in_parallel {
    } {inpar}
  } {mapping = [#gpu.thread<x>, #gpu.block<y>], other = 3}
  %s = scf.forall (%i) = (%c0) to (%a) step (%c2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  scf.forall (%i) in (10) {
    "test.body"(%i) : (index) -> ()
  } {mapping = []}
  scf.forall (%i) = (1) to (10) step (-1) {
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<?xf32>
}
