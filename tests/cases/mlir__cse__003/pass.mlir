module {
  func.func @dominance(%arg0: i1, %arg1: i32) -> i32 {
    %0 = arith.addi %arg1, %arg1 : i32
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %1 = arith.muli %arg1, %arg1 : i32
    cf.br ^bb3(%0, %1 : i32, i32)
  ^bb2:  // pred: ^bb0
    %2 = arith.muli %arg1, %arg1 : i32
    cf.br ^bb3(%2, %2 : i32, i32)
  ^bb3(%3: i32, %4: i32):  // 2 preds: ^bb1, ^bb2
    %5 = arith.muli %arg1, %arg1 : i32
    %6 = arith.addi %3, %4 : i32
    %7 = arith.addi %6, %5 : i32
    %8 = arith.addi %7, %0 : i32
    return %8 : i32
  }
}

