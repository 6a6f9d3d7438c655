module {
  func.func @f(%arg0: memref<?xf32>, %arg1: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_1 : memref<?xf32>
    %true = arith.constant true
    %0 = arith.cmpi sgt, %dim, %c0 : index
    cf.assert %0, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%c0] : memref<?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:6:8)"
    %1 = memref.load %arg0[%c0] : memref<?xf32>
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %dim_4 = memref.dim %arg0, %c0_3 : memref<?xf32>
    %2 = arith.cmpi sge, %arg1, %c0_2 : index
    %3 = arith.cmpi slt, %arg1, %dim_4 : index
    %4 = arith.andi %2, %3 : i1
    cf.assert %4, "ERROR: Runtime op verification failed\0A%1 = memref.load %arg0[%arg1] : memref<?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:7:8)"
    %5 = memref.load %arg0[%arg1] : memref<?xf32>
    %6 = arith.addf %1, %5 : f32
    return %6 : f32
  }
  func.func @g(%arg0: tensor<?xf32>, %arg1: index) -> f32 {
    %rank = tensor.rank %arg0 : tensor<?xf32>
    %c0 = arith.constant 0 : index
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %rank : index
    %2 = arith.andi %0, %1 : i1
    cf.assert %2, "ERROR: Runtime op verification failed\0A%dim = tensor.dim %arg0, %arg1 : tensor<?xf32>\0A^ index is out of bounds\0ALocation: loc(\22input.mlir\22:13:10)"
    %dim = tensor.dim %arg0, %arg1 : tensor<?xf32>
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %dim_2 = tensor.dim %arg0, %c0_1 : tensor<?xf32>
    %3 = arith.cmpi sge, %dim, %c0_0 : index
    %4 = arith.cmpi slt, %dim, %dim_2 : index
    %5 = arith.andi %3, %4 : i1
    cf.assert %5, "ERROR: Runtime op verification failed\0A%extracted = tensor.extract %arg0[%dim] : tensor<?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:14:8)"
    %extracted = tensor.extract %arg0[%dim] : tensor<?xf32>
    return %extracted : f32
  }
}

