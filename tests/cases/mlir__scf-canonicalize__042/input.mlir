
func.func @cast(%t: tensor<8xf32>, %n: index, %s: tensor<1xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %c) -> tensor<?xf32> {
    "test.use"(%o) : (tensor<?xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %0 : tensor<?xf32>
}

