module {
  func.func @func_with_multi_return(%arg0: i1) -> i32 {
    %c55_i32 = arith.constant 55 : i32
    %c0_i32 = arith.constant 0 : i32
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    return %c0_i32 : i32
  ^bb2:  // pred: ^bb0
    return %c55_i32 : i32
  }
  func.func @inline_with_multi_return() -> i32 {
    %c55_i32 = arith.constant 55 : i32
    return %c55_i32 : i32
  }
  func.func @func_with_locations(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func @inline_with_locations(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func @func_with_callsite_loc(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    return %0 : i32
  }
  func.func @inline_callsite(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    %1 = arith.addi %0, %0 : i32
    return %1 : i32
  }
  func.func @multi_into_scf(%arg0: i1, %arg1: i1) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %0 = scf.if %arg0 -> (i32) {
      %1 = func.call @func_with_multi_return(%arg1) : (i1) -> i32
      scf.yield %1 : i32
    } else {
      scf.yield %c1_i32 : i32
    }
    return %0 : i32
  }
  func.func @indirect() -> i32 {
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32 : i32
  }
}

