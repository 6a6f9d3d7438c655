
// Identical blocks in a nested region.
func.func @nested(%a: i32) {
  "foo.region"() ({
    "foo.cond_br"() [^bb1, ^bb2] : () -> ()
  ^bb1:
    "foo.op"(%a) : (i32) -> ()
    "foo.end"() : () -> ()
  ^bb2:
    "foo.op"(%a) : (i32) -> ()
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

