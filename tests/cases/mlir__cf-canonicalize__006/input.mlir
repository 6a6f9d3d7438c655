
func.func @cond_br_identical_successors(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  "test.use"(%x, %y) : (i32, i32) -> ()
  return
}

