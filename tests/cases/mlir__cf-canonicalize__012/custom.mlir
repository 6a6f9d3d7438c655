module {
  func.func @switch_constant(%arg0: i32, %arg1: i32) {
    %c20_i32 = arith.constant 20 : i32
    cf.switch %c20_i32 : i32, [
      default: ^bb1(%arg0 : i32),
      10: ^bb2(%arg0 : i32),
      20: ^bb3(%arg1 : i32)
    ]
  ^bb1(%0: i32):  // pred: ^bb0
    "test.one"(%0) : (i32) -> ()
    return
  ^bb2(%1: i32):  // pred: ^bb0
    "test.two"(%1) : (i32) -> ()
    return
  ^bb3(%2: i32):  // pred: ^bb0
    "test.three"(%2) : (i32) -> ()
    return
  }
}

