module {
  func.func @while_live(%arg0: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
      %1 = arith.cmpi slt, %arg1, %arg0 : i32
      scf.condition(%1) %arg1 : i32
    } do {
    ^bb0(%arg1: i32):
      %1 = arith.addi %arg1, %c1_i32 : i32
      scf.yield %1 : i32
    }
    return %0 : i32
  }
}

