
func.func @while_loop(%arg0: i32, %arg1: i32) -> i64 {
  %0:2 = scf.while (%a = %arg0, %b = %arg1) : (i32, i32) -> (i64, i32) {
    %c = arith.cmpi slt, %a, %b : i32
    %e = arith.extsi %a : i32 to i64
    scf.condition(%c) %e, %b : i64, i32
  } do {
  ^bb0(%x: i64, %y: i32):
    %t = arith.trunci %x : i64 to i32
    %n = arith.addi %t, %y : i32
    scf.yield %n, %y : i32, i32
  }
  return %0#0 : i64
}

