module {
  func.func @index_switch(%arg0: index) -> i32 {
    %0 = arith.index_cast %arg0 : index to i32
    cf.switch %0 : i32, [
      default: ^bb3,
      2: ^bb1,
      5: ^bb2
    ]
  ^bb1:  // pred: ^bb0
    %c10_i32 = arith.constant 10 : i32
    cf.br ^bb4(%c10_i32 : i32)
  ^bb2:  // pred: ^bb0
    %c20_i32 = arith.constant 20 : i32
    cf.br ^bb4(%c20_i32 : i32)
  ^bb3:  // pred: ^bb0
    %c30_i32 = arith.constant 30 : i32
    cf.br ^bb4(%c30_i32 : i32)
  ^bb4(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
    return %1 : i32
  }
}

