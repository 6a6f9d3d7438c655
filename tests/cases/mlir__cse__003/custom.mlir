module {
  func.func @dominance(%arg0: i1, %arg1: i32) -> i32 {
    %0 = arith.addi %arg1, %arg1 : i32
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %1 = arith.addi %arg1, %arg1 : i32
    %2 = arith.muli %arg1, %arg1 : i32
    cf.br ^bb3(%1, %2 : i32, i32)
  ^bb2:  // pred: ^bb0
    %3 = arith.muli %arg1, %arg1 : i32
    %4 = arith.muli %arg1, %arg1 : i32
    cf.br ^bb3(%3, %4 : i32, i32)
  ^bb3(%5: i32, %6: i32):  // 2 preds: ^bb1, ^bb2
    %7 = arith.muli %arg1, %arg1 : i32
    %8 = arith.addi %5, %6 : i32
    %9 = arith.addi %8, %7 : i32
    %10 = arith.addi %9, %0 : i32
    return %10 : i32
  }
}

