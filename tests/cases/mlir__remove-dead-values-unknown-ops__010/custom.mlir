module {
  func.func private @f(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @main(%arg0: i32) {
    %0 = "test.foo"() {ref = @f} : () -> i32
    %1 = call @f(%arg0) : (i32) -> i32
    return
  }
}

