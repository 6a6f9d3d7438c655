module {
  func.func @if_cond_prop(%arg0: i1) {
    %false = arith.constant false
    %true = arith.constant true
    scf.if %arg0 {
      "test.then"(%true) : (i1) -> ()
      "test.nested"(%true) : (i1) -> ()
    } else {
      "test.else"(%false) : (i1) -> ()
    }
    "test.after"(%arg0) : (i1) -> ()
    return
  }
}

