module {
  func.func @unreg_deadcode(%arg0: i32) {
    %false = arith.constant false
    cf.cond_br %false, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %0 = arith.addi %arg0, %arg0 : i32
    "foo.sink"(%0) : (i32) -> ()
    cf.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    return
  }
}

