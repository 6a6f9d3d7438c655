module {
  func.func @matching_args() -> i32 {
    "foo.cond_br"()[^bb1, ^bb1] : () -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    %1 = arith.muli %0, %0 : i32
    return %1 : i32
  }
}

