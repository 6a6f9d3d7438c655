
// nested loops
func.func @nested(%lb: index, %ub: index, %step: index, %m: memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%a = %c0, %b = %c0) -> (i32, i32) {
    %s:2 = scf.for %j = %lb to %ub step %step iter_args(%x = %a, %y = %b) -> (i32, i32) {
      %x2 = arith.addi %x, %x : i32
      %y2 = arith.addi %y, %x : i32
      memref.store %x2, %m[%j] : memref<?xi32>
      scf.yield %x2, %y2 : i32, i32
    }
    scf.yield %s#0, %s#1 : i32, i32
  }
  return %r#0 : i32
}

