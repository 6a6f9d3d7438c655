
// A predecessor the pass cannot update keeps the argument; so does a
// loop passing the argument back.
func.func @kept_args(%a: i32) {
  "foo.br"(%a) [^bb1] : (i32) -> ()
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  cf.br ^bb2(%a : i32)
^bb2(%y: i32):
  "foo.use"(%y) : (i32) -> ()
  %c = "foo.cond"() : () -> i1
  cf.cond_br %c, ^bb2(%y : i32), ^bb3
^bb3:
  return
}

