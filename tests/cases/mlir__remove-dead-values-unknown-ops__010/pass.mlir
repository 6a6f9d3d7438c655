module {
  func.func private @f(%arg0: i32) {
    return
  }
  func.func @main(%arg0: i32) {
    "test.foo"() {ref = @f} : () -> ()
    call @f(%arg0) : (i32) -> ()
    return
  }
}

