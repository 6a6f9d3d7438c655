
func.func @forall_const_iv(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %0 = scf.forall (%i, %j) in (1, %n) shared_outs(%o = %t) -> tensor<8xf32> {
    "test.use"(%i, %j) : (index, index) -> ()
    scf.forall.in_parallel {
    }
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return %0 : tensor<8xf32>
}

