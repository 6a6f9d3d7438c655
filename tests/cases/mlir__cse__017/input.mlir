
// Commutative operands are compared as a set only for the outermost ops,
// not for ops nested in their regions.
func.func @a(%a: index, %b: index, %s: index, %c0: i32) -> (i32, i32) {
  %0 = scf.for %i = %a to %b step %s iter_args(%x = %c0) -> i32 {
    %y = arith.addi %x, %c0 : i32
    scf.yield %y : i32
  }
  %2 = scf.for %j = %a to %b step %s iter_args(%z = %c0) -> i32 {
    %w = arith.addi %c0, %z : i32
    scf.yield %w : i32
  }
  return %0, %2 : i32, i32
}
func.func @b(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %y = arith.addi %a, %b : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %y = arith.addi %b, %a : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}
func.func @c(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %y = arith.addi %a, %b : i32
    %z = arith.muli %y, %a : i32
    scf.yield %z : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    %y = arith.addi %a, %b : i32
    %z = arith.muli %a, %y : i32
    scf.yield %z : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}
