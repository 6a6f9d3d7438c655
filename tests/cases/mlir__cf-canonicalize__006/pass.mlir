module {
  func.func @cond_br_identical_successors(%arg0: i1, %arg1: i32, %arg2: i32) {
    %0 = arith.select %arg0, %arg1, %arg2 : i32
    "test.use"(%arg1, %0) : (i32, i32) -> ()
    return
  }
}

