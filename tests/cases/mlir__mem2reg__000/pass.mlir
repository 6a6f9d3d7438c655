module {
  func.func @loop(%arg0: index, %arg1: i1) -> i32 {
    %0 = ub.poison : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0 = arith.constant 0 : index
    cf.br ^bb1(%c0_i32, %0 : i32, i32)
  ^bb1(%1: i32, %2: i32):  // 3 preds: ^bb0, ^bb2, ^bb3
    %3 = arith.addi %1, %c1_i32 : i32
    cf.cond_br %arg1, ^bb2, ^bb4
  ^bb2:  // pred: ^bb1
    cf.cond_br %arg1, ^bb1(%3, %3 : i32, i32), ^bb3
  ^bb3:  // pred: ^bb2
    cf.br ^bb1(%3, %3 : i32, i32)
  ^bb4:  // 2 preds: ^bb1, ^bb5
    %4 = arith.addi %1, %2 : i32
    return %4 : i32
  ^bb5:  // no predecessors
    cf.br ^bb4
  }
}

