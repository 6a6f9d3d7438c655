
// Blocks with arguments and differing outside operands: the new
// arguments come after the old ones.
func.func @args_and_operands(%c: i1, %d: i1, %a: i32, %b: i32, %e: i64, %f: i64) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.x"() : () -> ()
  cf.cond_br %d, ^bb3(%a : i32), ^bb5
^bb2:
  "foo.y"() : () -> ()
  cf.cond_br %d, ^bb4(%b : i32), ^bb5
^bb3(%x: i32):
  %0 = "foo.op"(%x, %e) : (i32, i64) -> i32
  "foo.use"(%0, %a) : (i32, i32) -> ()
  cf.br ^bb6
^bb4(%y: i32):
  %1 = "foo.op"(%y, %f) : (i32, i64) -> i32
  "foo.use"(%1, %b) : (i32, i32) -> ()
  cf.br ^bb6
^bb5:
  "foo.other"() : () -> ()
  cf.br ^bb6
^bb6:
  return
}

