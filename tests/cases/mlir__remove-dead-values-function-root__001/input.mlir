
func.func private @rec(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %cmp = arith.cmpi eq, %n, %c0 : i32
  %r = scf.if %cmp -> i32 {
    scf.yield %c1 : i32
  } else {
    %m = arith.subi %n, %c1 : i32
    %s = func.call @rec(%m) : (i32) -> i32
    %t = arith.addi %s, %s : i32
    scf.yield %c1 : i32
  }
  return %r : i32
}
