
// The operands of cond_br and its segment sizes follow the dropped
// arguments; live ones stay.
func.func @cond_br_segments(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb2(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  "foo.x"(%y) : (i32) -> ()
  cf.cond_br %d, ^bb3(%x : i32), ^bb2(%y, %y : i32, i32)
^bb2(%p: i32, %q: i32):
  "foo.y"() : () -> ()
  cf.br ^bb3(%p : i32)
^bb3(%r: i32):
  "foo.z"() : () -> ()
  return %a : i32
}

