module {
  func.func @while_loop(%arg0: i32, %arg1: i32) -> i64 {
    %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> (i64, i32) {
      %1 = arith.cmpi slt, %arg2, %arg3 : i32
      %2 = arith.extsi %arg2 : i32 to i64
      scf.condition(%1) %2, %arg3 : i64, i32
    } do {
    ^bb0(%arg2: i64, %arg3: i32):
      %1 = arith.trunci %arg2 : i64 to i32
      %2 = arith.addi %1, %arg3 : i32
      scf.yield %2, %arg3 : i32, i32
    }
    return %0#0 : i64
  }
}

