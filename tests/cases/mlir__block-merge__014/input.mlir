
// A result of the predecessor's own terminator cannot be passed to the
// merged block.
func.func @terminator_result(%a: i32) {
  %0 = "foo.producing_br"() [^bb1, ^bb2] : () -> i32
^bb1:
  "foo.op"(%0) : (i32) -> ()
  "foo.end"() [^bb3] : () -> ()
^bb2:
  "foo.op"(%a) : (i32) -> ()
  "foo.end"() [^bb3] : () -> ()
^bb3:
  return
}

