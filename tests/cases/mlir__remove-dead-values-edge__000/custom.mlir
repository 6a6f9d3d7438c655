module {
  func.func private @loop(%arg0: i32, %arg1: i32) -> i32 {
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
    %1 = arith.addi %0, %arg1 : i32
    cf.br ^bb1(%1 : i32)
  }
  func.func @call_loop(%arg0: i32) -> i32 {
    %0 = call @loop(%arg0, %arg0) : (i32, i32) -> i32
    return %0 : i32
  }
}

