module {
  func.func @same_blocks(%arg0: i32) -> i32 {
    "foo.cond_br"()[^bb1, ^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
}

