module {
  func.func @cond_br_constant(%arg0: i32, %arg1: i32) -> (i32, i32) {
    "test.z"(%arg0) : (i32) -> ()
    return %arg0, %arg0 : i32, i32
  }
}

