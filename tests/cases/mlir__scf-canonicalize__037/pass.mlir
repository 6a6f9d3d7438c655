module {
  func.func @forall_const_iv(%arg0: tensor<8xf32>, %arg1: index) -> tensor<8xf32> {
    %c0 = arith.constant 0 : index
    scf.forall (%arg2, %arg3) in (1, %arg1) {
      "test.use"(%c0, %arg3) : (index, index) -> ()
    } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
    return %arg0 : tensor<8xf32>
  }
}

