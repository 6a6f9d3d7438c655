module {
  func.func @index_switch(%arg0: i32) -> (i32, i32) {
    %0 = "test.two"() : () -> i32
    %1 = "test.default"() : () -> i32
    return %0, %1 : i32, i32
  }
}

