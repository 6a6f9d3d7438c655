
// A value carried around a loop and used only to compute itself is dead.
func.func @dead_cycle(%a: i32) {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %keep: i32):
  %y = arith.addi %x, %x : i32
  %c = "foo.cond"(%keep) : (i32) -> i1
  cf.cond_br %c, ^bb1(%y, %keep : i32, i32), ^bb2
^bb2:
  return
}

