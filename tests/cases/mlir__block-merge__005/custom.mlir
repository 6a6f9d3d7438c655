module {
  func.func @with_regions(%arg0: i1) {
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    "foo.region"() ({
      "foo.inner"() : () -> ()
    }) : () -> ()
    return
  ^bb2:  // pred: ^bb0
    "foo.region"() ({
      "foo.inner"() : () -> ()
    }) : () -> ()
    return
  }
}

