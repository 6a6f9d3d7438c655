module {
  func.func @repeat(%arg0: i1, %arg1: i32) {
    "foo.region"() ({
      "foo.br3"()[^bb1, ^bb1, ^bb1] : () -> ()
    ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
      "foo.op"(%arg1) : (i32) -> ()
      "foo.br"()[^bb2] : () -> ()
    ^bb2:  // pred: ^bb1
      "foo.end"() : () -> ()
    }) : () -> ()
    return
  }
}

