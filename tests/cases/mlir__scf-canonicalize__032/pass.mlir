module {
  func.func @while_unused(%arg0: i32, %arg1: i32) -> i32 {
    %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
      %1 = "test.cond"(%arg2) : (i32) -> i1
      %2 = "test.val"() : () -> i32
      scf.condition(%1) %arg2 : i32
    } do {
    ^bb0(%arg2: i32):
      %1 = "test.next"(%arg2) : (i32) -> i32
      scf.yield %1 : i32
    }
    return %0 : i32
  }
}

