module {
  func.func @folded_sizes(%arg0: index, %arg1: index, %arg2: memref<?xf32>, %arg3: f32) {
    %alloc = memref.alloc(%arg0) : memref<?x4xf32>
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %arg0 : index
    %2 = arith.andi %0, %1 : i1
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %3 = arith.cmpi sge, %arg1, %c0 : index
    %4 = arith.cmpi slt, %arg1, %c4 : index
    %5 = arith.andi %3, %4 : i1
    %6 = arith.andi %2, %5 : i1
    cf.assert %6, "ERROR: Runtime op verification failed\0A%0 = memref.load %alloc[%arg1, %arg1] : memref<?x4xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:6:8)"
    %7 = memref.load %alloc[%arg1, %arg1] : memref<?x4xf32>
    %cast = memref.cast %arg2 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cast : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %c0_1 = arith.constant 0 : index
    %8 = arith.cmpi eq, %offset, %c0_1 : index
    cf.assert %8, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg2 : memref<?xf32> to memref<?xf32>\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:7:8)"
    %c1_2 = arith.constant 1 : index
    %9 = arith.cmpi eq, %strides, %c1_2 : index
    cf.assert %9, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg2 : memref<?xf32> to memref<?xf32>\0A^ stride mismatch of dim 0\0ALocation: loc(\22input.mlir\22:7:8)"
    %cast_3 = memref.cast %arg2 : memref<?xf32> to memref<?xf32>
    %cast_4 = memref.cast %alloc : memref<?x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %cast_4 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
    %c0_9 = arith.constant 0 : index
    %10 = arith.cmpi eq, %offset_6, %c0_9 : index
    cf.assert %10, "ERROR: Runtime op verification failed\0A%cast_0 = memref.cast %alloc : memref<?x4xf32> to memref<?x?xf32>\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:8:11)"
    %c1_10 = arith.constant 1 : index
    %11 = arith.cmpi eq, %strides_8#1, %c1_10 : index
    cf.assert %11, "ERROR: Runtime op verification failed\0A%cast_0 = memref.cast %alloc : memref<?x4xf32> to memref<?x?xf32>\0A^ stride mismatch of dim 1\0ALocation: loc(\22input.mlir\22:8:11)"
    %cast_11 = memref.cast %alloc : memref<?x4xf32> to memref<?x?xf32>
    %c0_12 = arith.constant 0 : index
    %c0_13 = arith.constant 0 : index
    %12 = arith.cmpi sge, %arg1, %c0_12 : index
    %13 = arith.cmpi slt, %arg1, %arg0 : index
    %14 = arith.andi %12, %13 : i1
    %c1_14 = arith.constant 1 : index
    %c4_15 = arith.constant 4 : index
    %15 = arith.cmpi sge, %arg1, %c0_12 : index
    %16 = arith.cmpi slt, %arg1, %c4_15 : index
    %17 = arith.andi %15, %16 : i1
    %18 = arith.andi %14, %17 : i1
    cf.assert %18, "ERROR: Runtime op verification failed\0A%1 = memref.load %cast_0[%arg1, %arg1] : memref<?x?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:9:8)"
    %19 = memref.load %cast_11[%arg1, %arg1] : memref<?x?xf32>
    %c0_16 = arith.constant 0 : index
    %c1_17 = arith.constant 1 : index
    %base_buffer_18, %offset_19, %sizes_20:2, %strides_21:2 = memref.extract_strided_metadata %alloc : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
    %c0_22 = arith.constant 0 : index
    %c1_23 = arith.constant 1 : index
    %20 = arith.cmpi eq, %arg0, %c0_16 : index
    %21 = scf.if %20 -> (i1) {
      %53 = arith.cmpi sge, %c0_22, %c0_16 : index
      %54 = arith.cmpi sle, %c0_22, %sizes_20#0 : index
      %55 = arith.andi %53, %54 : i1
      scf.yield %55 : i1
    } else {
      %true = arith.constant true
      %53 = arith.cmpi sgt, %sizes_20#0, %c0_22 : index
      scf.yield %53 : i1
    }
    cf.assert %21, "ERROR: Runtime op verification failed\0A%subview = memref.subview %alloc[0, 0] [%arg0, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1]>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:10:9)"
    %22 = arith.cmpi sgt, %arg0, %c0_16 : index
    %23 = scf.if %22 -> (i1) {
      %53 = arith.subi %arg0, %c1_17 : index
      %54 = arith.muli %53, %c1_23 : index
      %55 = arith.addi %c0_22, %54 : index
      %56 = arith.cmpi sge, %55, %c0_16 : index
      %57 = arith.cmpi slt, %55, %sizes_20#0 : index
      %58 = arith.andi %56, %57 : i1
      scf.yield %58 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %23, "ERROR: Runtime op verification failed\0A%subview = memref.subview %alloc[0, 0] [%arg0, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1]>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:10:9)"
    %c0_24 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1_25 = arith.constant 1 : index
    %24 = arith.cmpi eq, %c2, %c0_16 : index
    %25 = scf.if %24 -> (i1) {
      %53 = arith.cmpi sge, %c0_24, %c0_16 : index
      %54 = arith.cmpi sle, %c0_24, %sizes_20#1 : index
      %55 = arith.andi %53, %54 : i1
      scf.yield %55 : i1
    } else {
      %true = arith.constant true
      %53 = arith.cmpi sgt, %sizes_20#1, %c0_24 : index
      scf.yield %53 : i1
    }
    cf.assert %25, "ERROR: Runtime op verification failed\0A%subview = memref.subview %alloc[0, 0] [%arg0, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1]>>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:10:9)"
    %26 = arith.cmpi sgt, %c2, %c0_16 : index
    %27 = scf.if %26 -> (i1) {
      %53 = arith.subi %c2, %c1_17 : index
      %54 = arith.muli %53, %c1_25 : index
      %55 = arith.addi %c0_24, %54 : index
      %56 = arith.cmpi sge, %55, %c0_16 : index
      %57 = arith.cmpi slt, %55, %sizes_20#1 : index
      %58 = arith.andi %56, %57 : i1
      scf.yield %58 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %27, "ERROR: Runtime op verification failed\0A%subview = memref.subview %alloc[0, 0] [%arg0, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1]>>\0A^ subview runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:10:9)"
    %subview = memref.subview %alloc[0, 0] [%arg0, 2] [1, 1] : memref<?x4xf32> to memref<?x2xf32, strided<[4, 1]>>
    %c0_26 = arith.constant 0 : index
    %c0_27 = arith.constant 0 : index
    %28 = arith.cmpi sge, %arg1, %c0_26 : index
    %29 = arith.cmpi slt, %arg1, %arg0 : index
    %30 = arith.andi %28, %29 : i1
    %c1_28 = arith.constant 1 : index
    %c2_29 = arith.constant 2 : index
    %31 = arith.cmpi sge, %arg1, %c0_26 : index
    %32 = arith.cmpi slt, %arg1, %c2_29 : index
    %33 = arith.andi %31, %32 : i1
    %34 = arith.andi %30, %33 : i1
    cf.assert %34, "ERROR: Runtime op verification failed\0A%2 = memref.load %subview[%arg1, %arg1] : memref<?x2xf32, strided<[4, 1]>>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:11:8)"
    %35 = memref.load %subview[%arg1, %arg1] : memref<?x2xf32, strided<[4, 1]>>
    %36 = tensor.empty(%arg0) : tensor<?x5xf32>
    %c0_30 = arith.constant 0 : index
    %c0_31 = arith.constant 0 : index
    %dim = tensor.dim %36, %c0_31 : tensor<?x5xf32>
    %37 = arith.cmpi sge, %arg1, %c0_30 : index
    %38 = arith.cmpi slt, %arg1, %dim : index
    %39 = arith.andi %37, %38 : i1
    %c1_32 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %40 = arith.cmpi sge, %arg1, %c0_30 : index
    %41 = arith.cmpi slt, %arg1, %c5 : index
    %42 = arith.andi %40, %41 : i1
    %43 = arith.andi %39, %42 : i1
    cf.assert %43, "ERROR: Runtime op verification failed\0A%extracted = tensor.extract %3[%arg1, %arg1] : tensor<?x5xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:13:8)"
    %extracted = tensor.extract %36[%arg1, %arg1] : tensor<?x5xf32>
    %c0_33 = arith.constant 0 : index
    %c0_34 = arith.constant 0 : index
    %dim_35 = tensor.dim %36, %c0_34 : tensor<?x5xf32>
    %44 = arith.cmpi sge, %arg1, %c0_33 : index
    %45 = arith.cmpi slt, %arg1, %dim_35 : index
    %46 = arith.andi %44, %45 : i1
    %c1_36 = arith.constant 1 : index
    %c5_37 = arith.constant 5 : index
    %47 = arith.cmpi sge, %arg1, %c0_33 : index
    %48 = arith.cmpi slt, %arg1, %c5_37 : index
    %49 = arith.andi %47, %48 : i1
    %50 = arith.andi %46, %49 : i1
    cf.assert %50, "ERROR: Runtime op verification failed\0A%inserted = tensor.insert %arg3 into %3[%arg1, %arg1] : tensor<?x5xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:14:9)"
    %inserted = tensor.insert %arg3 into %36[%arg1, %arg1] : tensor<?x5xf32>
    %alloca = memref.alloca() : memref<f32>
    %51 = memref.load %alloca[] : memref<f32>
    memref.store %51, %alloca[] : memref<f32>
    %52 = tensor.empty() : tensor<f32>
    %extracted_38 = tensor.extract %52[] : tensor<f32>
    return
  }
}

