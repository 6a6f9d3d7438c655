
// Ops in nested regions are replaced by equal ops around them, not the
// other way round; each region has its own scope.
func.func @nested(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = scf.if %c -> i32 {
    %1 = arith.addi %a, %a : i32
    %2 = arith.muli %1, %1 : i32
    %3 = arith.muli %0, %0 : i32
    %4 = arith.addi %2, %3 : i32
    scf.yield %4 : i32
  } else {
    %5 = arith.muli %a, %a : i32
    scf.yield %5 : i32
  }
  %6 = arith.muli %a, %a : i32
  %7 = arith.addi %r, %6 : i32
  return %7 : i32
}

