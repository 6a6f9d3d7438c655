module {
  func.func @memref_ops(%arg0: memref<?x4xf32>, %arg1: memref<*xf32>, %arg2: index, %arg3: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?x4xf32>
    %0 = arith.cmpi sge, %arg2, %c0 : index
    %1 = arith.cmpi slt, %arg2, %dim : index
    %2 = arith.andi %0, %1 : i1
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %3 = arith.cmpi sge, %arg2, %c0 : index
    %4 = arith.cmpi slt, %arg2, %c4 : index
    %5 = arith.andi %3, %4 : i1
    %6 = arith.andi %2, %5 : i1
    cf.assert %6, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:5:8)"
    %7 = memref.load %arg0[%arg2, %arg2] : memref<?x4xf32>
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %dim_3 = memref.dim %arg0, %c0_2 : memref<?x4xf32>
    %8 = arith.cmpi sge, %arg2, %c0_1 : index
    %9 = arith.cmpi slt, %arg2, %dim_3 : index
    %10 = arith.andi %8, %9 : i1
    %c1_4 = arith.constant 1 : index
    %c4_5 = arith.constant 4 : index
    %11 = arith.cmpi sge, %arg2, %c0_1 : index
    %12 = arith.cmpi slt, %arg2, %c4_5 : index
    %13 = arith.andi %11, %12 : i1
    %14 = arith.andi %10, %13 : i1
    cf.assert %14, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:6:3)"
    memref.store %arg3, %arg0[%arg2, %arg2] : memref<?x4xf32>
    %15 = memref.rank %arg1 : memref<*xf32>
    %c2 = arith.constant 2 : index
    %16 = arith.cmpi eq, %15, %c2 : index
    cf.assert %16, "ERROR: Runtime op verification failed\0A^ rank mismatch\0ALocation: loc(\22input.mlir\22:7:8)"
    %cast = memref.cast %arg1 : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
    %c1_6 = arith.constant 1 : index
    %dim_7 = memref.dim %arg1, %c1_6 : memref<*xf32>
    %c4_8 = arith.constant 4 : index
    %17 = arith.cmpi eq, %dim_7, %c4_8 : index
    cf.assert %17, "ERROR: Runtime op verification failed\0A^ size mismatch of dim 1\0ALocation: loc(\22input.mlir\22:7:8)"
    %c0_9 = arith.constant 0 : index
    %18 = arith.cmpi eq, %offset, %c0_9 : index
    cf.assert %18, "ERROR: Runtime op verification failed\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:7:8)"
    %c4_10 = arith.constant 4 : index
    %19 = arith.cmpi eq, %strides#0, %c4_10 : index
    cf.assert %19, "ERROR: Runtime op verification failed\0A^ stride mismatch of dim 0\0ALocation: loc(\22input.mlir\22:7:8)"
    %c1_11 = arith.constant 1 : index
    %20 = arith.cmpi eq, %strides#1, %c1_11 : index
    cf.assert %20, "ERROR: Runtime op verification failed\0A^ stride mismatch of dim 1\0ALocation: loc(\22input.mlir\22:7:8)"
    %cast_12 = memref.cast %arg1 : memref<*xf32> to memref<?x4xf32>
    %21 = memref.rank %arg0 : memref<?x4xf32>
    %c0_13 = arith.constant 0 : index
    %22 = arith.cmpi sge, %arg2, %c0_13 : index
    %23 = arith.cmpi slt, %arg2, %21 : index
    %24 = arith.andi %22, %23 : i1
    cf.assert %24, "ERROR: Runtime op verification failed\0A^ index is out of bounds\0ALocation: loc(\22input.mlir\22:8:8)"
    %dim_14 = memref.dim %arg0, %arg2 : memref<?x4xf32>
    %c0_15 = arith.constant 0 : index
    %dim_16 = memref.dim %arg0, %c0_15 : memref<?x4xf32>
    %c2_17 = arith.constant 2 : index
    %25 = arith.remsi %dim_16, %c2_17 : index
    %c0_18 = arith.constant 0 : index
    %26 = arith.cmpi eq, %25, %c0_18 : index
    cf.assert %26, "ERROR: Runtime op verification failed\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22input.mlir\22:9:8)"
    %c1_19 = arith.constant 1 : index
    %dim_20 = memref.dim %arg0, %c1_19 : memref<?x4xf32>
    %c4_21 = arith.constant 4 : index
    %27 = arith.remsi %dim_20, %c4_21 : index
    %c0_22 = arith.constant 0 : index
    %28 = arith.cmpi eq, %27, %c0_22 : index
    cf.assert %28, "ERROR: Runtime op verification failed\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22input.mlir\22:9:8)"
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%arg2, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
    return %7 : f32
  }
}

