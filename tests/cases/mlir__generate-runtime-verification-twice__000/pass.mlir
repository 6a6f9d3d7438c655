module {
  func.func @load(%arg0: memref<?x4xf32>, %arg1: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = memref.rank %arg0 : memref<?x4xf32>
    %c0_1 = arith.constant 0 : index
    %true = arith.constant true
    %1 = arith.cmpi sgt, %0, %c0_0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%dim = memref.dim %arg0, %c0_0 : memref<?x4xf32>\0A^ index is out of bounds\0ALocation: loc(\22input.mlir\22:6:8)"
    %dim = memref.dim %arg0, %c0_0 : memref<?x4xf32>
    %2 = arith.cmpi sge, %arg1, %c0 : index
    %3 = arith.cmpi slt, %arg1, %dim : index
    %4 = arith.andi %2, %3 : i1
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %5 = arith.cmpi sge, %arg1, %c0 : index
    %6 = arith.cmpi slt, %arg1, %c4 : index
    %7 = arith.andi %5, %6 : i1
    %8 = arith.andi %4, %7 : i1
    cf.assert %8, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1, %arg1] : memref<?x4xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:6:8)"
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %dim_4 = memref.dim %arg0, %c0_3 : memref<?x4xf32>
    %9 = arith.cmpi sge, %arg1, %c0_2 : index
    %10 = arith.cmpi slt, %arg1, %dim_4 : index
    %11 = arith.andi %9, %10 : i1
    %c1_5 = arith.constant 1 : index
    %c4_6 = arith.constant 4 : index
    %12 = arith.cmpi sge, %arg1, %c0_2 : index
    %13 = arith.cmpi slt, %arg1, %c4_6 : index
    %14 = arith.andi %12, %13 : i1
    %15 = arith.andi %11, %14 : i1
    cf.assert %15, "ERROR: Runtime op verification failed\0A%7 = memref.load %arg0[%arg1, %arg1] : memref<?x4xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:6:8)"
    %16 = memref.load %arg0[%arg1, %arg1] : memref<?x4xf32>
    return %16 : f32
  }
}

