module {
  func.func @forall_lb(%arg0: index, %arg1: index) {
    %c3 = arith.constant 3 : index
    cf.br ^bb1(%arg0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
    %1 = arith.cmpi slt, %0, %arg1 : index
    cf.cond_br %1, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    "foo.use"(%0) : (index) -> ()
    %2 = arith.addi %0, %c3 : index
    cf.br ^bb1(%2 : index)
  ^bb3:  // pred: ^bb1
    return
  }
}

