module {
  func.func @matching_args() -> i32 {
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    %1 = arith.muli %0, %0 : i32
    return %1 : i32
  ^bb2(%2: i32):  // pred: ^bb0
    %3 = arith.muli %2, %2 : i32
    return %3 : i32
  }
}

