
func.func @locations(%c: i1, %a: i32) -> i32 {
  "test.before"() : () -> ()
  %t = arith.constant true loc("t")
  cf.cond_br %c, ^bb1(%a : i32), ^bb2 loc("cond")
^bb1(%x: i32):
  cf.br ^bb3(%x : i32) loc("br1")
^bb2:
  cf.cond_br %t, ^bb3(%a : i32), ^bb1(%a : i32) loc("cond2")
^bb3(%z: i32):
  return %z : i32
}
