module {
  func.func @if_results(%arg0: i1, %arg1: memref<i32>) -> i32 {
    %0:2 = scf.if %arg0 -> (i32, i32) {
      %c1_i32 = arith.constant 1 : i32
      memref.store %c1_i32, %arg1[] : memref<i32>
      %1 = ub.poison : i32
      scf.yield %1, %c1_i32 : i32, i32
    } else {
      %c3_i32 = arith.constant 3 : i32
      %1 = ub.poison : i32
      scf.yield %1, %c3_i32 : i32, i32
    }
    return %0#1 : i32
  }
}

