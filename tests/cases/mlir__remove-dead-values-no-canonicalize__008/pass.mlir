module {
  func.func @exec(%arg0: memref<i32>) -> i32 {
    %0:2 = scf.execute_region -> (i32, i32) {
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      memref.store %c0_i32, %arg0[] : memref<i32>
      %1 = ub.poison : i32
      scf.yield %1, %c1_i32 : i32, i32
    }
    return %0#1 : i32
  }
}

