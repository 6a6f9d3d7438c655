
func.func @xori_patterns(%a: i32, %b: i32, %x: i8, %y: i8, %p: i1, %q: i1) -> (i1, i1, i32, i32, i32) {
  %t = arith.constant true loc("t")
  %c = arith.cmpi slt, %a, %b : i32 loc("c")
  %0 = arith.xori %c, %t : i1 loc("r0")
  %d = arith.cmpi uge, %a, %b : i32 loc("d")
  %1 = arith.xori %t, %d : i1 loc("r1")
  %ex = arith.extui %x : i8 to i32 loc("ex")
  %ey = arith.extui %y : i8 to i32 loc("ey")
  %2 = arith.xori %ex, %ey : i32 loc("r2")
  %sx = arith.extsi %x : i8 to i32 loc("sx")
  %sy = arith.extsi %y : i8 to i32 loc("sy")
  %3 = arith.xori %sx, %sy : i32 loc("r3")
  %ep = arith.extsi %p : i1 to i32 loc("ep")
  %4 = arith.xori %ex, %ep : i32 loc("r4")
  return %0, %1, %2, %3, %4 : i1, i1, i32, i32, i32 loc("ret")
} loc("f")

