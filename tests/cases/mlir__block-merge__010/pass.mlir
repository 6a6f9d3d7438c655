module {
  func.func @nested(%arg0: i32) {
    "foo.region"() ({
      "foo.cond_br"()[^bb1, ^bb1] : () -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "foo.op"(%arg0) : (i32) -> ()
      "foo.end"() : () -> ()
    }) : () -> ()
    return
  }
}

