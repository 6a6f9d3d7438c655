module {
  func.func @two_regions(%arg0: i1, %arg1: i32) {
    "foo.two"() ({
      "foo.use"(%arg1) : (i32) -> ()
    }, {
    ^bb0:
    }) : () -> ()
    return
  }
}

