module {
  func.func @nested(%arg0: i1, %arg1: i32) -> i32 {
    %0 = arith.addi %arg1, %arg1 : i32
    %1 = scf.if %arg0 -> (i32) {
      %4 = arith.muli %0, %0 : i32
      %5 = arith.addi %4, %4 : i32
      scf.yield %5 : i32
    } else {
      %4 = arith.muli %arg1, %arg1 : i32
      scf.yield %4 : i32
    }
    %2 = arith.muli %arg1, %arg1 : i32
    %3 = arith.addi %1, %2 : i32
    return %3 : i32
  }
}

