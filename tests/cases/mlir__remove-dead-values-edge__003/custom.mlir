module {
  func.func @while_shapes(%arg0: i32, %arg1: memref<i32>) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0:2 = scf.while (%arg2 = %c0_i32) : (i32) -> (i32, i32) {
      %1 = arith.cmpi slt, %arg2, %arg0 : i32
      %2 = arith.addi %arg2, %arg2 : i32
      scf.condition(%1) %arg2, %2 : i32, i32
    } do {
    ^bb0(%arg2: i32, %arg3: i32):
      memref.store %arg3, %arg1[] : memref<i32>
      %1 = arith.addi %arg2, %c1_i32 : i32
      scf.yield %1 : i32
    }
    return %0#0 : i32
  }
}

