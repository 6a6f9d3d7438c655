
func.func @zero(%t: tensor<8xf32>, %s: tensor<1xf32>) -> tensor<8xf32> {
  %0 = scf.forall (%i) in (0) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %0 : tensor<8xf32>
}

