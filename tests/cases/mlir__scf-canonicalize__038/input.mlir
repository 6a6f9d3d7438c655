
func.func @g(%t: tensor<8xf32>, %n: index, %s: tensor<1xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = scf.forall (%i, %j) in (1, %n) shared_outs(%o = %t, %p = %t) -> (tensor<8xf32>, tensor<8xf32>) {
    "test.use"(%i, %j) : (index, index) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%j] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}

