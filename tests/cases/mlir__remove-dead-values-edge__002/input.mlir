
// value from above used in a region of a dead op
func.func @from_above(%c: i1, %v: i32) {
  %a = arith.addi %v, %v : i32
  %r = scf.if %c -> i32 {
    %b = arith.muli %a, %a : i32
    scf.yield %b : i32
  } else {
    scf.yield %a : i32
  }
  return
}

