module {
  func.func @graph(%arg0: i32) {
    "foo.graph"() ({
      %0 = "foo.a"(%1) : (i32) -> i32
      %1 = "foo.b"(%0) : (i32) -> i32
    }) : () -> ()
    return
  }
}

