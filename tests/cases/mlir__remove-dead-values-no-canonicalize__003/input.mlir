
// scf.if with results, some dead
func.func @if_results(%c: i1, %m: memref<i32>) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = arith.constant 1 : i32
    memref.store %x, %m[] : memref<i32>
    scf.yield %x, %x : i32, i32
  } else {
    %y = arith.constant 2 : i32
    %z = arith.constant 3 : i32
    scf.yield %y, %z : i32, i32
  }
  return %r#1 : i32
}

