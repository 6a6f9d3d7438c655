
func.func @subi_constants(%x: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c7 = arith.constant 7 : i32 loc("c7")
  %a = arith.addi %x, %c1 overflow<nsw> : i32 loc("a")
  %0 = arith.subi %a, %c7 overflow<nsw> : i32 loc("r0")
  %1 = arith.subi %c7, %a overflow<nsw> : i32 loc("r1")
  %s = arith.subi %x, %c1 overflow<nuw> : i32 loc("s")
  %2 = arith.subi %s, %c7 overflow<nuw> : i32 loc("r2")
  %3 = arith.subi %c7, %s : i32 loc("r3")
  %t = arith.subi %c1, %x overflow<nsw, nuw> : i32 loc("t")
  %4 = arith.subi %t, %c7 overflow<nsw> : i32 loc("r4")
  %5 = arith.subi %c7, %t overflow<nsw, nuw> : i32 loc("r5")
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32 loc("ret")
} loc("f")

