module {
  func.func @redundant_args(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    "foo.x"() : () -> ()
    cf.br ^bb3(%arg1, %arg2 : i32, i32)
  ^bb2:  // pred: ^bb0
    "foo.y"() : () -> ()
    cf.br ^bb3(%arg1, %arg1 : i32, i32)
  ^bb3(%0: i32, %1: i32):  // 2 preds: ^bb1, ^bb2
    %2 = arith.addi %0, %1 : i32
    return %2 : i32
  }
}

