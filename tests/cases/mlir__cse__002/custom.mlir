module {
  func.func @dead_and_unknown(%arg0: i32) -> (i32, i32) {
    %0 = arith.muli %arg0, %arg0 : i32
    %1 = "foo.op"(%arg0) : (i32) -> i32
    %2 = "foo.op"(%arg0) : (i32) -> i32
    return %1, %2 : i32, i32
  }
}

