module {
  func.func private @ext(i32) -> i32
  func.func @calls_ext(%arg0: i32) {
    %0 = call @ext(%arg0) : (i32) -> i32
    return
  }
}

