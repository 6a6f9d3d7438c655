module {
  func.func @chains(%arg0: i32, %arg1: i1, %arg2: memref<i32>) -> i32 {
    %0 = arith.subi %arg0, %arg0 : i32
    %1 = memref.load %arg2[] : memref<i32>
    %2 = scf.if %arg1 -> (i32) {
      %3 = arith.addi %arg0, %arg0 : i32
      %4 = arith.muli %3, %arg0 : i32
      %5 = arith.addi %4, %0 : i32
      %6 = arith.addi %5, %1 : i32
      scf.yield %6 : i32
    } else {
      scf.yield %0 : i32
    }
    return %2 : i32
  }
}

