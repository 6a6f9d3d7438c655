module {
  func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xi32>) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %c0_i32, %arg6 = %c0_i32) -> (i32, i32) {
      %1:2 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg5, %arg9 = %arg6) -> (i32, i32) {
        %2 = arith.addi %arg8, %arg8 : i32
        %3 = arith.addi %arg9, %arg8 : i32
        memref.store %2, %arg3[%arg7] : memref<?xi32>
        scf.yield %2, %3 : i32, i32
      }
      scf.yield %1#0, %1#1 : i32, i32
    }
    return %0#0 : i32
  }
}

