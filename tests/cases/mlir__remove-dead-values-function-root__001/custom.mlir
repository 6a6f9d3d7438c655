module {
  func.func private @rec(%arg0: i32) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
    %1 = scf.if %0 -> (i32) {
      scf.yield %c1_i32 : i32
    } else {
      %2 = arith.subi %arg0, %c1_i32 : i32
      %3 = func.call @rec(%2) : (i32) -> i32
      %4 = arith.addi %3, %3 : i32
      scf.yield %c1_i32 : i32
    }
    return %1 : i32
  }
}

