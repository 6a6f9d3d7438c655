
// Dead branch
func.func @dead_branch(%v: i32, %m: memref<i32>) {
  %false = arith.constant false
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  %c = arith.cmpi eq, %v, %v : i32
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  return
^bb3:
  memref.store %v, %m[] : memref<i32>
  return
}

