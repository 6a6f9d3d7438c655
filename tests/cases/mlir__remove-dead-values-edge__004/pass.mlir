module {
  func.func private @rec(%arg0: index, %arg1: memref<index>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = arith.cmpi eq, %arg0, %c0 : index
    scf.if %0 {
      memref.store %arg0, %arg1[] : memref<index>
      %1 = ub.poison : index
    } else {
      %1 = arith.subi %arg0, %c1 : index
      func.call @rec(%1, %arg1) : (index, memref<index>) -> ()
      %2 = ub.poison : index
    }
    return
  }
  func.func @start(%arg0: index, %arg1: memref<index>) {
    call @rec(%arg0, %arg1) : (index, memref<index>) -> ()
    return
  }
}

