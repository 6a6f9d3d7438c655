module {
  func.func @while_move_if_down(%arg0: i32, %arg1: i32) -> i32 {
    %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
      %1 = "test.cond"(%arg2) : (i32) -> i1
      scf.condition(%1) %arg2 : i32
    } do {
    ^bb0(%arg2: i32):
      %1 = "test.then"(%arg2, %arg1) : (i32, i32) -> i32
      %2 = "test.next"(%1) : (i32) -> i32
      scf.yield %2 : i32
    }
    return %0 : i32
  }
}

