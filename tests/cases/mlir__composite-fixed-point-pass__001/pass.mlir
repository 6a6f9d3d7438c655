module {
  func.func @g(%arg0: index, %arg1: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg1, %c0 : memref<?xf32>
    scf.for %arg2 = %c0 to %dim step %c1 {
      %0 = memref.load %arg1[%arg0] : memref<?xf32>
      memref.store %0, %arg1[%arg0] : memref<?xf32>
    }
    return
  }
}

