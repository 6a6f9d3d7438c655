module {
  func.func @regions(%arg0: i1, %arg1: i32) -> (i32, i32, i32, i32) {
    %0 = scf.if %arg0 -> (i32) {
      %3 = arith.addi %arg1, %arg1 : i32
      scf.yield %3 : i32
    } else {
      scf.yield %arg1 : i32
    }
    %1 = scf.execute_region -> i32 {
      cf.br ^bb1(%arg1 : i32)
    ^bb1(%3: i32):  // pred: ^bb0
      scf.yield %3 : i32
    }
    %2 = scf.execute_region -> i32 {
      cf.br ^bb1(%arg1 : i32)
    ^bb1(%3: i32):  // pred: ^bb0
      scf.yield %3 : i32
    }
    return %0, %0, %1, %2 : i32, i32, i32, i32
  }
}

