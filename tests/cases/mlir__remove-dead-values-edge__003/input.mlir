
// while with different numbers of values in before and after regions
func.func @while_shapes(%n: i32, %m: memref<i32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c0) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    %d = arith.addi %i, %i : i32
    scf.condition(%c) %i, %d : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    memref.store %b, %m[] : memref<i32>
    %n2 = arith.addi %a, %c1 : i32
    scf.yield %n2 : i32
  }
  return %r#0 : i32
}

