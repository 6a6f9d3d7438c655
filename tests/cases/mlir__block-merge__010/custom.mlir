module {
  func.func @nested(%arg0: i32) {
    "foo.region"() ({
      "foo.cond_br"()[^bb1, ^bb2] : () -> ()
    ^bb1:  // pred: ^bb0
      "foo.op"(%arg0) : (i32) -> ()
      "foo.end"() : () -> ()
    ^bb2:  // pred: ^bb0
      "foo.op"(%arg0) : (i32) -> ()
      "foo.end"() : () -> ()
    }) : () -> ()
    return
  }
}

