module {
  func.func @switch_constant_default(%arg0: i32) {
    %c5_i32 = arith.constant 5 : i32
    cf.switch %c5_i32 : i32, [
      default: ^bb1(%arg0 : i32),
      10: ^bb2
    ]
  ^bb1(%0: i32):  // pred: ^bb0
    "test.one"(%0) : (i32) -> ()
    return
  ^bb2:  // pred: ^bb0
    "test.two"() : () -> ()
    return
  }
}

