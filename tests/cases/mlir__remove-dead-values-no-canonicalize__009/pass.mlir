module {
  func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xi32>) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0 = ub.poison : i32
    %1:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %c0_i32, %arg6 = %0) -> (i32, i32) {
      %2 = ub.poison : i32
      %3:2 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg5, %arg9 = %2) -> (i32, i32) {
        %5 = arith.addi %arg8, %arg8 : i32
        memref.store %5, %arg3[%arg7] : memref<?xi32>
        %6 = ub.poison : i32
        scf.yield %5, %6 : i32, i32
      }
      %4 = ub.poison : i32
      scf.yield %3#0, %4 : i32, i32
    }
    return %1#0 : i32
  }
}

