module {
  func.func @switch_constant(%arg0: i32, %arg1: i32) {
    "test.three"(%arg1) : (i32) -> ()
    return
  }
}

