
// A side-effecting op with a dead operand is in dead code and goes.
func.func @main(%v: i32, %m: memref<i32>) {
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  return
^bb2:
  %c = arith.addi %v, %v : i32
  memref.store %c, %m[] : memref<i32>
  return
}

