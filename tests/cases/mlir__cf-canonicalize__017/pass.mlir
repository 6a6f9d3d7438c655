module {
  func.func @locations(%arg0: i1, %arg1: i32) -> i32 {
    "test.before"() : () -> ()
    return %arg1 : i32
  }
}

