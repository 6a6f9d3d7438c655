module {
  func.func @select_poison(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
    return %arg1, %arg2 : i32, i32
  }
}

