
func.func @dim(%t: tensor<?xf32>, %n: index, %s: tensor<1xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<?xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  "test.use"(%0) : (tensor<?xf32>) -> ()
  return %d : index
}

