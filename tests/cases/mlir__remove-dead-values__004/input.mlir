
// scf.if without else and side effects
func.func @if_noelse(%c: i1, %m: memref<i32>, %v: i32) {
  %dead = arith.addi %v, %v : i32
  scf.if %c {
    memref.store %v, %m[] : memref<i32>
  }
  return
}

