module {
  func.func @switch(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : i32),
      42: ^bb1(%arg2 : i32),
      43: ^bb2(%arg1, %arg2 : i32, i32)
    ]
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    return %0 : i32
  ^bb2(%1: i32, %2: i32):  // pred: ^bb0
    return %2 : i32
  }
}

