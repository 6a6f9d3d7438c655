module {
  func.func @while_truth(%arg0: i32) -> i32 {
    %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
      %2 = "test.cond"(%arg1) : (i32) -> i1
      scf.condition(%2) %arg1 : i32
    } do {
    ^bb0(%arg1: i32):
      %2 = "test.next"(%arg1) : (i32) -> i32
      scf.yield %2 : i32
    }
    %1:2 = scf.while (%arg1 = %arg0) : (i32) -> (i1, i32) {
      %2 = "test.cond"(%arg1) : (i32) -> i1
      scf.condition(%2) %2, %arg1 : i1, i32
    } do {
    ^bb0(%arg1: i1, %arg2: i32):
      %2 = "test.next"(%arg1, %arg2) : (i1, i32) -> i32
      scf.yield %2 : i32
    }
    return %1#1 : i32
  }
}

