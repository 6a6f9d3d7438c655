
func.func @mulsi_extended_i1(%x: i1) -> (i1, i1) {
  %t = arith.constant true loc("t")
  %l, %h = arith.mulsi_extended %x, %t : i1 loc("m")
  return %l, %h : i1, i1 loc("ret")
} loc("f")

