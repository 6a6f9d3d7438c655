module {
  func.func @copies(%arg0: memref<?x4xf32>, %arg1: memref<3x?xf32>, %arg2: memref<*xf32>, %arg3: memref<3x4xf32>, %arg4: index) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
    %c3 = arith.constant 3 : index
    %0 = arith.cmpi eq, %dim, %c3 : index
    cf.assert %0, "ERROR: Runtime op verification failed\0Amemref.copy %arg0, %arg1 : memref<?x4xf32> to memref<3x?xf32>\0A^ size of 0-th source/target dim does not match\0ALocation: loc(\22input.mlir\22:5:3)"
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %dim_0 = memref.dim %arg1, %c1 : memref<3x?xf32>
    %1 = arith.cmpi eq, %c4, %dim_0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0Amemref.copy %arg0, %arg1 : memref<?x4xf32> to memref<3x?xf32>\0A^ size of 1-th source/target dim does not match\0ALocation: loc(\22input.mlir\22:5:3)"
    memref.copy %arg0, %arg1 : memref<?x4xf32> to memref<3x?xf32>
    memref.copy %arg2, %arg0 : memref<*xf32> to memref<?x4xf32>
    memref.copy %arg3, %arg3 : memref<3x4xf32> to memref<3x4xf32>
    %c1_1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %2 = memref.rank %arg0 : memref<?x4xf32>
    %c0_2 = arith.constant 0 : index
    %true = arith.constant true
    %3 = arith.cmpi sgt, %2, %c1_1 : index
    cf.assert %3, "ERROR: Runtime op verification failed\0A%dim = memref.dim %arg0, %c1 : memref<?x4xf32>\0A^ index is out of bounds\0ALocation: loc(\22input.mlir\22:10:8)"
    %dim_3 = memref.dim %arg0, %c1_1 : memref<?x4xf32>
    %4 = memref.rank %arg2 : memref<*xf32>
    %c0_4 = arith.constant 0 : index
    %true_5 = arith.constant true
    %5 = arith.cmpi sgt, %4, %c7 : index
    cf.assert %5, "ERROR: Runtime op verification failed\0A%dim_0 = memref.dim %arg2, %c7 : memref<*xf32>\0A^ index is out of bounds\0ALocation: loc(\22input.mlir\22:11:8)"
    %dim_6 = memref.dim %arg2, %c7 : memref<*xf32>
    %6 = memref.rank %arg3 : memref<3x4xf32>
    %c0_7 = arith.constant 0 : index
    %7 = arith.cmpi sge, %arg4, %c0_7 : index
    %8 = arith.cmpi slt, %arg4, %6 : index
    %9 = arith.andi %7, %8 : i1
    cf.assert %9, "ERROR: Runtime op verification failed\0A%dim_1 = memref.dim %arg3, %arg4 : memref<3x4xf32>\0A^ index is out of bounds\0ALocation: loc(\22input.mlir\22:12:8)"
    %dim_8 = memref.dim %arg3, %arg4 : memref<3x4xf32>
    %10 = tensor.empty(%arg4) : tensor<?x4xf32>
    %rank = tensor.rank %10 : tensor<?x4xf32>
    %c0_9 = arith.constant 0 : index
    %true_10 = arith.constant true
    %11 = arith.cmpi sgt, %rank, %c1_1 : index
    cf.assert %11, "ERROR: Runtime op verification failed\0A%dim_2 = tensor.dim %0, %c1 : tensor<?x4xf32>\0A^ index is out of bounds\0ALocation: loc(\22input.mlir\22:14:8)"
    %dim_11 = tensor.dim %10, %c1_1 : tensor<?x4xf32>
    %c0_12 = arith.constant 0 : index
    %dim_13 = memref.dim %arg1, %c0_12 : memref<3x?xf32>
    %c3_14 = arith.constant 3 : index
    %12 = arith.remsi %dim_13, %c3_14 : index
    %c0_15 = arith.constant 0 : index
    %13 = arith.cmpi eq, %12, %c0_15 : index
    cf.assert %13, "ERROR: Runtime op verification failed\0A%expand_shape = memref.expand_shape %arg1 [[0, 1], [2, 3]] output_shape [1, 3, %arg4, 2] : memref<3x?xf32> into memref<1x3x?x2xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22input.mlir\22:15:8)"
    %c1_16 = arith.constant 1 : index
    %dim_17 = memref.dim %arg1, %c1_16 : memref<3x?xf32>
    %c2 = arith.constant 2 : index
    %14 = arith.remsi %dim_17, %c2 : index
    %c0_18 = arith.constant 0 : index
    %15 = arith.cmpi eq, %14, %c0_18 : index
    cf.assert %15, "ERROR: Runtime op verification failed\0A%expand_shape = memref.expand_shape %arg1 [[0, 1], [2, 3]] output_shape [1, 3, %arg4, 2] : memref<3x?xf32> into memref<1x3x?x2xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22input.mlir\22:15:8)"
    %expand_shape = memref.expand_shape %arg1 [[0, 1], [2, 3]] output_shape [1, 3, %arg4, 2] : memref<3x?xf32> into memref<1x3x?x2xf32>
    %c0_19 = arith.constant 0 : index
    %dim_20 = memref.dim %arg3, %c0_19 : memref<3x4xf32>
    %c3_21 = arith.constant 3 : index
    %16 = arith.remsi %dim_20, %c3_21 : index
    %c0_22 = arith.constant 0 : index
    %17 = arith.cmpi eq, %16, %c0_22 : index
    cf.assert %17, "ERROR: Runtime op verification failed\0A%expand_shape_3 = memref.expand_shape %arg3 [[0, 1], [2]] output_shape [3, 1, 4] : memref<3x4xf32> into memref<3x1x4xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22input.mlir\22:16:8)"
    %c1_23 = arith.constant 1 : index
    %dim_24 = memref.dim %arg3, %c1_23 : memref<3x4xf32>
    %c4_25 = arith.constant 4 : index
    %18 = arith.remsi %dim_24, %c4_25 : index
    %c0_26 = arith.constant 0 : index
    %19 = arith.cmpi eq, %18, %c0_26 : index
    cf.assert %19, "ERROR: Runtime op verification failed\0A%expand_shape_3 = memref.expand_shape %arg3 [[0, 1], [2]] output_shape [3, 1, 4] : memref<3x4xf32> into memref<3x1x4xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22input.mlir\22:16:8)"
    %expand_shape_27 = memref.expand_shape %arg3 [[0, 1], [2]] output_shape [3, 1, 4] : memref<3x4xf32> into memref<3x1x4xf32>
    return
  }
}

