
// scf.execute_region
func.func @exec(%m: memref<i32>) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    %a = arith.constant 0 : i32
    %b = arith.constant 1 : i32
    memref.store %a, %m[] : memref<i32>
    scf.yield %a, %b : i32, i32
  }
  return %r#1 : i32
}

