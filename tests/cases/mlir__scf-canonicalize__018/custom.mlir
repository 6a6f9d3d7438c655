module {
  func.func @if_cond_prop(%arg0: i1) {
    scf.if %arg0 {
      "test.then"(%arg0) : (i1) -> ()
      scf.if %arg0 {
        "test.nested"(%arg0) : (i1) -> ()
      }
    } else {
      "test.else"(%arg0) : (i1) -> ()
    }
    "test.after"(%arg0) : (i1) -> ()
    return
  }
}

