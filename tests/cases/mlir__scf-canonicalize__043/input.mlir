
func.func @control(%t: tensor<8xf32>, %s: tensor<1xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = scf.forall (%i) = (%c0) to (%n) step (%c2) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %0 : tensor<8xf32>
}
