module {
  func.func @constant_if() -> i32 {
    %true = arith.constant true
    %0 = scf.if %true -> (i32) {
      %c1_i32 = arith.constant 1 : i32
      scf.yield %c1_i32 : i32
    } else {
      %c2_i32 = arith.constant 2 : i32
      scf.yield %c2_i32 : i32
    }
    return %0 : i32
  }
}

