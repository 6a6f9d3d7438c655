
func.func @muli_constants(%x: i32, %i: index) -> (i32, index) {
  %c3 = arith.constant 3 : i32 loc("c3")
  %c5 = arith.constant 5 : i32 loc("c5")
  %a = arith.muli %x, %c3 overflow<nsw> : i32 loc("a")
  %0 = arith.muli %a, %c5 overflow<nsw> : i32 loc("r0")
  %d3 = arith.constant 3 : index loc("d3")
  %d5 = arith.constant -5 : index loc("d5")
  %b = arith.muli %i, %d3 : index loc("b")
  %1 = arith.muli %b, %d5 : index loc("r1")
  return %0, %1 : i32, index loc("ret")
} loc("f")

