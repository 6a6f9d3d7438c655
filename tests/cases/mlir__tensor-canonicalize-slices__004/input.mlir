
func.func @parallel(%t: tensor<8x8xf32>, %src: tensor<?x?xf32>, %n: index) -> tensor<8x8xf32> {
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %src into %o[%i, 0] [%c2, %n] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

