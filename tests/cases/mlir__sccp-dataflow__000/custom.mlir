module {
  func.func private @callee(%arg0: i32, %arg1: i1) -> i32 {
    cf.cond_br %arg1, ^bb1, ^bb2(%arg0 : i32)
  ^bb1:  // pred: ^bb0
    %c2_i32 = arith.constant 2 : i32
    cf.br ^bb2(%c2_i32 : i32)
  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
    %1 = arith.muli %0, %arg0 : i32
    return %1 : i32
  }
  func.func @caller() -> (i32, i32) {
    %c3_i32 = arith.constant 3 : i32
    %false = arith.constant false
    %0 = call @callee(%c3_i32, %false) : (i32, i1) -> i32
    %1 = scf.if %false -> (i32) {
      scf.yield %c3_i32 : i32
    } else {
      %2 = arith.addi %0, %c3_i32 : i32
      scf.yield %2 : i32
    }
    return %0, %1 : i32, i32
  }
}

