module {
  func.func @for_effect(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xi32>) {
    %c0_i32 = arith.constant 0 : i32
    %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %c0_i32) -> (i32) {
      memref.store %arg5, %arg3[%arg4] : memref<?xi32>
      %1 = arith.addi %arg5, %arg5 : i32
      scf.yield %1 : i32
    }
    return
  }
}

