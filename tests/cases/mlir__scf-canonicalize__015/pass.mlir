module {
  func.func @if_static(%arg0: i32, %arg1: i32) -> (i32, i32) {
    %0 = "test.then"() : () -> i32
    %1 = "test.else"() : () -> i32
    return %0, %1 : i32, i32
  }
}

