
// The slice is inserted at a static offset: an offset of the induction
// variable would take tensor.insert_slice's folders, which rmlir lacks.
func.func @promote(%t: tensor<8xf32>, %s: tensor<1xf32>) -> tensor<8xf32> {
  %c4 = arith.constant 4 : index
  %0 = scf.forall (%i) = (%c4) to (5) step (1) shared_outs(%o = %t) -> tensor<8xf32> {
    "test.use"(%i) : (index) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[2] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %0 : tensor<8xf32>
}

