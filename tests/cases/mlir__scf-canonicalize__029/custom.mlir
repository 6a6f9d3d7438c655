module {
  func.func @while_cmp(%arg0: i32, %arg1: i32) {
    %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
      %1 = arith.cmpi slt, %arg2, %arg1 : i32
      scf.condition(%1) %arg2 : i32
    } do {
    ^bb0(%arg2: i32):
      %1 = arith.cmpi slt, %arg2, %arg1 : i32
      %2 = arith.cmpi sge, %arg2, %arg1 : i32
      %3 = arith.cmpi eq, %arg2, %arg1 : i32
      %4 = "test.next"(%arg2, %1, %2, %3) : (i32, i1, i1, i1) -> i32
      scf.yield %4 : i32
    }
    return
  }
}

