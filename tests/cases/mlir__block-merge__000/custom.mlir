module {
  func.func @same_blocks(%arg0: i32) -> i32 {
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  ^bb2:  // pred: ^bb0
    %1 = arith.addi %arg0, %arg0 : i32
    return %1 : i32
  }
}

