
func.func @f(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
