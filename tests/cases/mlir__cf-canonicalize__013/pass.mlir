module {
  func.func @switch_constant_default(%arg0: i32) {
    "test.one"(%arg0) : (i32) -> ()
    return
  }
}

