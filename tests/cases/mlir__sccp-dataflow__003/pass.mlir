module {
  func.func @switch_while(%arg0: i32) -> (i32, index) {
    %c4 = arith.constant 4 : index
    %false = arith.constant false
    %c7_i32 = arith.constant 7 : i32
    %c1_i32 = arith.constant 1 : i32
    cf.switch %c1_i32 : i32, [
      default: ^bb1(%arg0 : i32),
      1: ^bb1(%c7_i32 : i32)
    ]
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    return %0, %c4 : i32, index
  }
}

