module {
  func.func @unreach(%arg0: i32) -> i32 {
    return %arg0 : i32
  ^bb1(%0: i32):  // pred: ^bb1
    %1 = arith.addi %0, %0 : i32
    cf.br ^bb1(%1 : i32)
  }
}

