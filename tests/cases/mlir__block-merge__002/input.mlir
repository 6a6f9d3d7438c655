
// Operands defined outside would become arguments, which an unknown
// terminator cannot pass: no merge.
func.func @mismatch_unknown_terminator(%a: i32, %b: i32) -> i32 {
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}

