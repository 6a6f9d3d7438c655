module {
  func.func @equal_regions(%arg0: index, %arg1: index, %arg2: index) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32) {
      %2 = arith.addi %arg4, %c0_i32 : i32
      scf.yield %2 : i32
    }
    %1 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32) {
      %2 = arith.addi %c0_i32, %arg4 : i32
      scf.yield %2 : i32
    }
    "foo.use"(%1) : (i32) -> ()
    return %0, %0 : i32, i32
  }
}

