module {
  func.func @f(%arg0: f32) {
    memref.alloca_scope  {
      "test.foo"() : () -> ()
    } {foo = 1 : i64}
    return
  }
}

