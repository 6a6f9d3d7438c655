module {
  func.func @a(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> (i32, i32) {
    %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
      %2 = arith.addi %arg5, %arg3 : i32
      scf.yield %2 : i32
    }
    %1 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
      %2 = arith.addi %arg3, %arg5 : i32
      scf.yield %2 : i32
    }
    return %0, %1 : i32, i32
  }
  func.func @b(%arg0: i32, %arg1: i32, %arg2: i1) -> (i32, i32) {
    %0 = scf.if %arg2 -> (i32) {
      %2 = arith.addi %arg0, %arg1 : i32
      scf.yield %2 : i32
    } else {
      scf.yield %arg0 : i32
    }
    %1 = scf.if %arg2 -> (i32) {
      %2 = arith.addi %arg1, %arg0 : i32
      scf.yield %2 : i32
    } else {
      scf.yield %arg0 : i32
    }
    return %0, %1 : i32, i32
  }
  func.func @c(%arg0: i32, %arg1: i32, %arg2: i1) -> (i32, i32) {
    %0 = scf.if %arg2 -> (i32) {
      %2 = arith.addi %arg0, %arg1 : i32
      %3 = arith.muli %2, %arg0 : i32
      scf.yield %3 : i32
    } else {
      scf.yield %arg0 : i32
    }
    %1 = scf.if %arg2 -> (i32) {
      %2 = arith.addi %arg0, %arg1 : i32
      %3 = arith.muli %arg0, %2 : i32
      scf.yield %3 : i32
    } else {
      scf.yield %arg0 : i32
    }
    return %0, %1 : i32, i32
  }
}

