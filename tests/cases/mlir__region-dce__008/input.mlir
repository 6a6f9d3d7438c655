
// Arguments used by return stay live; a chain feeding only a dead
// argument goes.
func.func @mixed(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1(%a, %0 : i32, i32), ^bb2
^bb1(%x: i32, %dead: i32):
  "foo.a"() : () -> ()
  cf.br ^bb3(%x : i32)
^bb2:
  "foo.b"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb3(%r: i32):
  return %r : i32
}
