
// unreachable block with arguments
func.func @unreach(%v: i32) -> i32 {
  return %v : i32
^bb1(%a: i32):
  %x = arith.addi %a, %a : i32
  cf.br ^bb1(%x : i32)
}

