module {
  func.func private @rec(%arg0: index, %arg1: memref<index>, %arg2: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.cmpi eq, %arg0, %c0 : index
    %1 = scf.if %0 -> (index) {
      memref.store %arg0, %arg1[] : memref<index>
      scf.yield %c0 : index
    } else {
      %2 = arith.subi %arg0, %c1 : index
      %3 = func.call @rec(%2, %arg1, %arg2) : (index, memref<index>, index) -> index
      scf.yield %3 : index
    }
    return %1 : index
  }
  func.func @start(%arg0: index, %arg1: memref<index>) {
    %c7 = arith.constant 7 : index
    %0 = call @rec(%arg0, %arg1, %c7) : (index, memref<index>, index) -> index
    return
  }
}

