module {
  func.func @lin_loops(%arg0: index, %arg1: index, %arg2: memref<?xindex>) {
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %c10 step %c1 {
      scf.for %arg4 = %arg0 to %arg1 step %arg0 {
        %c6 = arith.constant 6 : index
        %c30 = arith.constant 30 : index
        %0 = arith.muli %arg4, %c30 overflow<nsw> : index
        %1 = arith.muli %arg0, %c6 overflow<nsw> : index
        %2 = arith.addi %1, %arg3 overflow<nsw> : index
        %3 = arith.addi %2, %0 overflow<nsw> : index
        memref.store %3, %arg2[%3] : memref<?xindex>
      }
    }
    return
  }
}

