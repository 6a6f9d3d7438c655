
// scf.if constant condition
func.func @if_const(%m: memref<i32>, %v: i32) {
  %false = arith.constant false
  %w = arith.addi %v, %v : i32
  scf.if %false {
    memref.store %w, %m[] : memref<i32>
  }
  return
}

