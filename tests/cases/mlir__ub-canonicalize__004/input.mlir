
func.func @unreachable_kept(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  "test.side_effect"() : () -> ()
  ub.unreachable
}
