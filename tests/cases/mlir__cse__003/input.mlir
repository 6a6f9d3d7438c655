
// A dominating block's ops replace those of the blocks it dominates, not
// those of siblings.
func.func @dominance(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %a, %a : i32
  cf.br ^bb3(%1, %2 : i32, i32)
^bb2:
  %3 = arith.muli %a, %a : i32
  %4 = arith.muli %a, %a : i32
  cf.br ^bb3(%3, %4 : i32, i32)
^bb3(%x: i32, %y: i32):
  %5 = arith.muli %a, %a : i32
  %6 = arith.addi %x, %y : i32
  %7 = arith.addi %6, %5 : i32
  %8 = arith.addi %7, %0 : i32
  return %8 : i32
}

