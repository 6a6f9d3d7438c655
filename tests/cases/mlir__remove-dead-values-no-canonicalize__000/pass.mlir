module {
  func.func @for_iter(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<i32>) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %0 = ub.poison : i32
    %1 = ub.poison : i32
    %2:3 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %c0_i32, %arg6 = %0, %arg7 = %1) -> (i32, i32, i32) {
      %3 = arith.addi %arg5, %c1_i32 : i32
      %4 = ub.poison : i32
      %5 = ub.poison : i32
      scf.yield %3, %4, %5 : i32, i32, i32
    }
    return %2#0 : i32
  }
}

