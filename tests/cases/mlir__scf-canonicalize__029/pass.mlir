module {
  func.func @while_cmp(%arg0: i32, %arg1: i32) {
    %false = arith.constant false
    %true = arith.constant true
    %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
      %1 = arith.cmpi slt, %arg2, %arg1 : i32
      scf.condition(%1) %arg2 : i32
    } do {
    ^bb0(%arg2: i32):
      %1 = arith.cmpi eq, %arg2, %arg1 : i32
      %2 = "test.next"(%arg2, %true, %false, %1) : (i32, i1, i1, i1) -> i32
      scf.yield %2 : i32
    }
    return
  }
}

