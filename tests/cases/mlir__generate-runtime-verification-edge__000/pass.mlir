module {
  func.func @constant_indices(%arg0: memref<4x8xf32>, %arg1: tensor<?x3xf32>, %arg2: index) -> (f32, f32) {
    %c1 = arith.constant 1 : index
    %c9 = arith.constant 9 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %true = arith.constant true
    %true_1 = arith.constant true
    %c1_2 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %true_3 = arith.constant true
    %true_4 = arith.constant true
    cf.assert %true, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%c1, %c2] : memref<4x8xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:9:8)"
    %0 = memref.load %arg0[%c1, %c2] : memref<4x8xf32>
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %c4_7 = arith.constant 4 : index
    %true_8 = arith.constant true
    %true_9 = arith.constant true
    %c1_10 = arith.constant 1 : index
    %c8_11 = arith.constant 8 : index
    %true_12 = arith.constant true
    %false = arith.constant false
    cf.assert %false, "ERROR: Runtime op verification failed\0A%1 = memref.load %arg0[%c1, %c9] : memref<4x8xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:10:8)"
    %1 = memref.load %arg0[%c1, %c9] : memref<4x8xf32>
    %c0_13 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %c4_15 = arith.constant 4 : index
    %2 = arith.cmpi sge, %arg2, %c0_13 : index
    %3 = arith.cmpi slt, %arg2, %c4_15 : index
    %4 = arith.andi %2, %3 : i1
    %c1_16 = arith.constant 1 : index
    %c8_17 = arith.constant 8 : index
    %true_18 = arith.constant true
    %true_19 = arith.constant true
    cf.assert %4, "ERROR: Runtime op verification failed\0Amemref.store %0, %arg0[%arg2, %c2] : memref<4x8xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:11:3)"
    memref.store %0, %arg0[%arg2, %c2] : memref<4x8xf32>
    %c0_20 = arith.constant 0 : index
    %c0_21 = arith.constant 0 : index
    %dim = tensor.dim %arg1, %c0_21 : tensor<?x3xf32>
    %true_22 = arith.constant true
    %5 = arith.cmpi sgt, %dim, %c1 : index
    %c1_23 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %true_24 = arith.constant true
    %true_25 = arith.constant true
    cf.assert %5, "ERROR: Runtime op verification failed\0A%extracted = tensor.extract %arg1[%c1, %c2] : tensor<?x3xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:12:8)"
    %extracted = tensor.extract %arg1[%c1, %c2] : tensor<?x3xf32>
    %c0_26 = arith.constant 0 : index
    %c0_27 = arith.constant 0 : index
    %dim_28 = tensor.dim %arg1, %c0_27 : tensor<?x3xf32>
    %6 = arith.cmpi sge, %arg2, %c0_26 : index
    %7 = arith.cmpi slt, %arg2, %dim_28 : index
    %8 = arith.andi %6, %7 : i1
    %c1_29 = arith.constant 1 : index
    %c3_30 = arith.constant 3 : index
    %9 = arith.cmpi sge, %arg2, %c0_26 : index
    %10 = arith.cmpi slt, %arg2, %c3_30 : index
    %11 = arith.andi %9, %10 : i1
    %12 = arith.andi %8, %11 : i1
    cf.assert %12, "ERROR: Runtime op verification failed\0A%extracted_0 = tensor.extract %arg1[%arg2, %arg2] : tensor<?x3xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:13:8)"
    %extracted_31 = tensor.extract %arg1[%arg2, %arg2] : tensor<?x3xf32>
    return %0, %extracted : f32, f32
  }
}

