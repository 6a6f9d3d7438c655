module {
  func.func @unknown_terminator(%arg0: i32) {
    "foo.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    %1 = arith.addi %0, %0 : i32
    "foo.br"(%1)[^bb2] : (i32) -> ()
  ^bb2(%2: i32):  // pred: ^bb1
    return
  }
}

