
func.func @cond_br_pass_through(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2(%b : i32) {branch_weights = array<i32: 3, 7>}
^bb1:
  "test.one"() : () -> ()
  cf.br ^bb3(%a : i32)
^bb2(%x: i32):
  cf.br ^bb3(%x : i32)
^bb3(%z: i32):
  "test.use"(%z) : (i32) -> ()
  return
}

