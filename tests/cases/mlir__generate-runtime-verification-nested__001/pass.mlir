module {
  func.func @h(%arg0: memref<4xf32>, %arg1: index) {
    %cst = arith.constant 1.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %c4 : index
    %2 = arith.andi %0, %1 : i1
    cf.assert %2, "ERROR: Runtime op verification failed\0Amemref.store %cst, %arg0[%arg1] : memref<4xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:5:5)"
    memref.store %cst, %arg0[%arg1] : memref<4xf32>
    return
  }
}

