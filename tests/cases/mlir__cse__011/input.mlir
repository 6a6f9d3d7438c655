
// Loops: the dominator tree, not block order, decides.
func.func @loop(%a: i32, %n: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %0 = arith.addi %x, %a : i32
  %1 = arith.cmpi slt, %0, %n : i32
  cf.cond_br %1, ^bb2, ^bb3
^bb2:
  %2 = arith.addi %x, %a : i32
  %3 = arith.cmpi slt, %0, %n : i32
  cf.cond_br %3, ^bb1(%2 : i32), ^bb3
^bb3:
  %4 = arith.addi %x, %a : i32
  return %4 : i32
}

