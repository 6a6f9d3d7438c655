
func.func @extended_i1_and_poison(%x: i1) -> (i1, i1, i1, i1, i32, i32) {
  %t = arith.constant true
  %l, %h = arith.mului_extended %x, %t : i1
  %sl, %sh = arith.mulsi_extended %t, %t : i1
  %p = ub.poison : i32
  %c = arith.constant 4 : i32
  %s, %o = arith.addui_extended %p, %c : i32, i1
  %ml, %mh = arith.mulsi_extended %p, %c : i32
  return %l, %h, %sl, %sh, %ml, %mh : i1, i1, i1, i1, i32, i32
}


