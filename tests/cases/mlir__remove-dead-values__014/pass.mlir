module {
  func.func private @multi_ret(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    return %arg2 : i32
  ^bb2:  // pred: ^bb0
    return %arg1 : i32
  }
  func.func @caller(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    %0 = call @multi_ret(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
    return %0 : i32
  }
}

