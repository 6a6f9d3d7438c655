module {
  func.func @dead_and_unknown(%arg0: i32) -> (i32, i32) {
    %0 = "foo.op"(%arg0) : (i32) -> i32
    %1 = "foo.op"(%arg0) : (i32) -> i32
    return %0, %1 : i32, i32
  }
}

