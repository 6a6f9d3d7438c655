module {
  func.func @loop(%arg0: i32, %arg1: i32) -> i32 {
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
    %1 = arith.addi %0, %arg0 : i32
    %2 = arith.cmpi slt, %1, %arg1 : i32
    cf.cond_br %2, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %3 = arith.addi %0, %arg0 : i32
    %4 = arith.cmpi slt, %1, %arg1 : i32
    cf.cond_br %4, ^bb1(%3 : i32), ^bb3
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %5 = arith.addi %0, %arg0 : i32
    return %5 : i32
  }
}

