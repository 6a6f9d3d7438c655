module {
  func.func @cond_br_truth_propagation(%arg0: i1) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    "test.use"(%arg0) : (i1) -> ()
    return
  ^bb2:  // pred: ^bb0
    "test.use"(%arg0) : (i1) -> ()
    return
  }
}

