
func.func @if_cond_prop(%c: i1) {
  scf.if %c {
    "test.then"(%c) : (i1) -> ()
    scf.if %c {
      "test.nested"(%c) : (i1) -> ()
    }
  } else {
    "test.else"(%c) : (i1) -> ()
  }
  "test.after"(%c) : (i1) -> ()
  return
}

