module {
  func.func @switch(%arg0: i32, %arg1: i32) -> i32 {
    %0 = ub.poison : i32
    cf.switch %arg0 : i32, [
      default: ^bb1,
      42: ^bb2,
      43: ^bb3
    ]
  ^bb1:  // pred: ^bb0
    cf.br ^bb4(%arg0 : i32)
  ^bb2:  // pred: ^bb0
    cf.br ^bb4(%arg1 : i32)
  ^bb3:  // pred: ^bb0
    cf.br ^bb4(%0 : i32)
  ^bb4(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
    return %1 : i32
  }
}

