module {
  func.func @from_above(%arg0: i1, %arg1: i32) {
    %0 = arith.addi %arg1, %arg1 : i32
    %1 = scf.if %arg0 -> (i32) {
      %2 = arith.muli %0, %0 : i32
      scf.yield %2 : i32
    } else {
      scf.yield %0 : i32
    }
    return
  }
}

