
func.func @cond_br_to_unreachable(%c: i1) {
  "test.a"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.b"() : () -> ()
  return
^bb2:
  ub.unreachable
}

