
func.func @extended(%x: i32, %y: i32) -> (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %s0, %o0 = arith.addui_extended %x, %c0 : i32, i1
  %a = arith.constant -1 : i32
  %b = arith.constant 2 : i32
  %s1, %o1 = arith.addui_extended %a, %b : i32, i1
  %l0, %h0 = arith.mulsi_extended %x, %c0 : i32
  %l1, %h1 = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  return %s0, %o0, %s1, %o1, %l0, %h0, %l1, %h1, %l2, %h2 : i32, i1, i32, i1, i32, i32, i32, i32, i32, i32
}

