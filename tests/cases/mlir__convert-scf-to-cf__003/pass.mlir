module {
  func.func @while_loop(%arg0: i32, %arg1: i32) -> i64 {
    cf.br ^bb1(%arg0, %arg1 : i32, i32)
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi slt, %0, %1 : i32
    %3 = arith.extsi %0 : i32 to i64
    cf.cond_br %2, ^bb2(%3, %1 : i64, i32), ^bb3
  ^bb2(%4: i64, %5: i32):  // pred: ^bb1
    %6 = arith.trunci %4 : i64 to i32
    %7 = arith.addi %6, %5 : i32
    cf.br ^bb1(%7, %5 : i32, i32)
  ^bb3:  // pred: ^bb1
    return %3 : i64
  }
}

