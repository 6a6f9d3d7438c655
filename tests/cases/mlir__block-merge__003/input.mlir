
// Differing outside values become new arguments fed by the branches.
func.func @mismatch_operands(%c: i1, %d: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.x"() : () -> ()
  cf.cond_br %d, ^bb3, ^bb5
^bb2:
  "foo.y"() : () -> ()
  cf.cond_br %d, ^bb4, ^bb5
^bb3:
  "foo.op"(%a, %b) : (i32, i32) -> ()
  cf.br ^bb6
^bb4:
  "foo.op"(%b, %a) : (i32, i32) -> ()
  cf.br ^bb6
^bb5:
  "foo.other"() : () -> ()
  cf.br ^bb6
^bb6:
  return
}

