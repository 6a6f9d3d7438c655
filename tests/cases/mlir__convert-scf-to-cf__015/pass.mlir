module {
  func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
    cf.br ^bb1(%arg0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
    %1 = arith.cmpi slt, %0, %arg1 : index
    cf.cond_br %1, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    "foo.y"(%0) : (index) -> ()
    %2 = arith.addi %0, %arg2 : index
    cf.br ^bb1(%2 : index)
  ^bb3:  // pred: ^bb1
    cf.cond_br %arg3, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    "foo.x"() : () -> ()
    cf.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    cf.br ^bb6
  ^bb6:  // 2 preds: ^bb5, ^bb7
    %3 = "foo.c"() : () -> i1
    cf.cond_br %3, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    "foo.w"() : () -> ()
    cf.br ^bb6
  ^bb8:  // pred: ^bb6
    return
  }
}

