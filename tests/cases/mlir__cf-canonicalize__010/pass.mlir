module {
  func.func @switch_only_default(%arg0: i32, %arg1: i32) {
    "test.use"(%arg1) : (i32) -> ()
    return
  }
}

