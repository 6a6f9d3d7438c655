module {
  func.func private @callee(%arg0: i32, %arg1: i1) -> i32 {
    %c9_i32 = arith.constant 9 : i32
    %false = arith.constant false
    %c3_i32 = arith.constant 3 : i32
    cf.cond_br %false, ^bb1, ^bb2(%c3_i32 : i32)
  ^bb1:  // pred: ^bb0
    %c2_i32 = arith.constant 2 : i32
    cf.br ^bb2(%c2_i32 : i32)
  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
    return %c9_i32 : i32
  }
  func.func @caller() -> (i32, i32) {
    %c12_i32 = arith.constant 12 : i32
    %c9_i32 = arith.constant 9 : i32
    %false = arith.constant false
    %c3_i32 = arith.constant 3 : i32
    %0 = call @callee(%c3_i32, %false) : (i32, i1) -> i32
    return %c9_i32, %c12_i32 : i32, i32
  }
}

