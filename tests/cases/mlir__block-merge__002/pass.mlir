module {
  func.func @mismatch_unknown_terminator(%arg0: i32, %arg1: i32) -> i32 {
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    return %arg0 : i32
  ^bb2:  // pred: ^bb0
    return %arg1 : i32
  }
}

