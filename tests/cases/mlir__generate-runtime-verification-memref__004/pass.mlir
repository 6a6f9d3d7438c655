module {
  func.func @main() {
    %c4 = arith.constant 4 : index
    %alloca = memref.alloca() : memref<1xf32>
    %0 = memref.rank %alloca : memref<1xf32>
    %c0 = arith.constant 0 : index
    %true = arith.constant true
    %1 = arith.cmpi sgt, %0, %c4 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%dim = memref.dim %alloca, %c4 : memref<1xf32>\0A^ index is out of bounds\0ALocation: loc(\22input.mlir\22:5:10)"
    %dim = memref.dim %alloca, %c4 : memref<1xf32>
    return
  }
}

