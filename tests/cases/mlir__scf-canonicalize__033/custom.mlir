module {
  func.func @while_move_if_down(%arg0: i32, %arg1: i32) -> i32 {
    %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
      %1 = "test.cond"(%arg2) : (i32) -> i1
      %2 = scf.if %1 -> (i32) {
        %3 = "test.then"(%arg2, %arg1) : (i32, i32) -> i32
        scf.yield %3 : i32
      } else {
        scf.yield %arg2 : i32
      }
      scf.condition(%1) %2 : i32
    } do {
    ^bb0(%arg2: i32):
      %1 = "test.next"(%arg2) : (i32) -> i32
      scf.yield %1 : i32
    }
    return %0 : i32
  }
}

