
// Loops: a block merged with one that branches back to itself.
func.func @loops(%c: i1, %a: i32, %b: i32) {
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1:
  %0 = "foo.cond"() : () -> i1
  cf.cond_br %0, ^bb1, ^bb3
^bb2:
  %1 = "foo.cond"() : () -> i1
  cf.cond_br %1, ^bb2, ^bb3
^bb3:
  return
}

