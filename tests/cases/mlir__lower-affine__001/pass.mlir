module {
  func.func @loops(%arg0: index, %arg1: memref<100x100xf32>) {
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0 to %c10 step %c1 {
      %c2 = arith.constant 2 : index
      %0 = arith.maxsi %arg2, %c2 : index
      %c8 = arith.constant 8 : index
      %1 = arith.addi %arg2, %c8 : index
      %2 = arith.minsi %1, %arg0 : index
      %c2_0 = arith.constant 2 : index
      scf.for %arg3 = %0 to %2 step %c2_0 {
        %c1_1 = arith.constant 1 : index
        %3 = arith.addi %arg2, %c1_1 : index
        %c2_2 = arith.constant 2 : index
        %4 = arith.muli %arg3, %c2_2 overflow<nsw> : index
        %5 = memref.load %arg1[%3, %4] : memref<100x100xf32>
        memref.store %5, %arg1[%arg3, %arg2] : memref<100x100xf32>
      }
    }
    return
  }
}

