module {
  func.func @dead_region_op(%arg0: i1, %arg1: i32) {
    "foo.keep"() : () -> ()
    return
  }
}

