module {
  func.func @unreg_term(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    "foo.br"(%0)[^bb1] : (i32) -> ()
  ^bb1:  // pred: ^bb0
    return %arg0 : i32
  }
}

