module {
  func.func @switch_only_default(%arg0: i32, %arg1: i32) {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : i32)]
  ^bb1(%0: i32):  // pred: ^bb0
    "test.use"(%0) : (i32) -> ()
    return
  }
}

