module {
  func.func @chains(%arg0: i32, %arg1: i1, %arg2: memref<i32>) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    %1 = arith.muli %0, %arg0 : i32
    %2 = arith.subi %arg0, %arg0 : i32
    %3 = memref.load %arg2[] : memref<i32>
    %4 = scf.if %arg1 -> (i32) {
      %5 = arith.addi %1, %2 : i32
      %6 = arith.addi %5, %3 : i32
      scf.yield %6 : i32
    } else {
      scf.yield %2 : i32
    }
    return %4 : i32
  }
}

