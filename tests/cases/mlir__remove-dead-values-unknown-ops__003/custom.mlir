module {
  func.func @unreg_term2(%arg0: i32) -> i32 {
    "foo.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    %1 = arith.addi %0, %0 : i32
    return %arg0 : i32
  }
}

