module {
  func.func @select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32, i1, i32, i32) {
    return %arg1, %arg1, %arg2, %arg0, %arg2, %arg2 : i32, i32, i32, i1, i32, i32
  }
}

