module {
  func.func private @f() {
    return
  }
  func.func @main(%arg0: i32) {
    "test.foo"() {ref = @f} : () -> ()
    call @f() : () -> ()
    return
  }
}

