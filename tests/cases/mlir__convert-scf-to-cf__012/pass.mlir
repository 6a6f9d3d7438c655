module {
  func.func @multi_block_loop_body(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
    cf.br ^bb1(%arg0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb6
    %1 = arith.cmpi slt, %0, %arg1 : index
    cf.cond_br %1, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    cf.br ^bb3
  ^bb3:  // pred: ^bb2
    cf.cond_br %arg3, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    "foo.a"() : () -> ()
    cf.br ^bb6
  ^bb5:  // pred: ^bb3
    "foo.b"() : () -> ()
    cf.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    %2 = arith.addi %0, %arg2 : index
    cf.br ^bb1(%2 : index)
  ^bb7:  // pred: ^bb1
    return
  }
}

