
// Blocks with matching arguments merge.
func.func @matching_args() -> i32 {
  "foo.cond_br"() [^bb1, ^bb2] : () -> ()
^bb1(%x: i32):
  %0 = arith.muli %x, %x : i32
  return %0 : i32
^bb2(%y: i32):
  %1 = arith.muli %y, %y : i32
  return %1 : i32
}

