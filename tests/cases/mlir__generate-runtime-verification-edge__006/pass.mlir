module {
  func.func @slices(%arg0: tensor<8x?xf32>, %arg1: memref<8x?xf32>, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %0 = arith.cmpi eq, %c3, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %41 = arith.cmpi sge, %c1_0, %c0 : index
      %42 = arith.cmpi sle, %c1_0, %c8 : index
      %43 = arith.andi %41, %42 : i1
      scf.yield %43 : i1
    } else {
      %true = arith.constant true
      %true_48 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[1, 2] [3, 4] [1, 1] : tensor<8x?xf32> to tensor<3x4xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:5:8)"
    %2 = arith.cmpi sgt, %c3, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %41 = arith.subi %c3, %c1 : index
      %42 = arith.muli %41, %c1_1 : index
      %43 = arith.addi %c1_0, %42 : index
      %44 = arith.cmpi sge, %43, %c0 : index
      %45 = arith.cmpi slt, %43, %c8 : index
      %46 = arith.andi %44, %45 : i1
      scf.yield %46 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[1, 2] [3, 4] [1, 1] : tensor<8x?xf32> to tensor<3x4xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:5:8)"
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1_4 : tensor<8x?xf32>
    %4 = arith.cmpi eq, %c4, %c0 : index
    %5 = scf.if %4 -> (i1) {
      %41 = arith.cmpi sge, %c2, %c0 : index
      %42 = arith.cmpi sle, %c2, %dim : index
      %43 = arith.andi %41, %42 : i1
      scf.yield %43 : i1
    } else {
      %true = arith.constant true
      %41 = arith.cmpi sgt, %dim, %c2 : index
      scf.yield %41 : i1
    }
    cf.assert %5, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[1, 2] [3, 4] [1, 1] : tensor<8x?xf32> to tensor<3x4xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:5:8)"
    %6 = arith.cmpi sgt, %c4, %c0 : index
    %7 = scf.if %6 -> (i1) {
      %41 = arith.subi %c4, %c1 : index
      %42 = arith.muli %41, %c1_3 : index
      %43 = arith.addi %c2, %42 : index
      %44 = arith.cmpi sge, %43, %c0 : index
      %45 = arith.cmpi slt, %43, %dim : index
      %46 = arith.andi %44, %45 : i1
      scf.yield %46 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %7, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[1, 2] [3, 4] [1, 1] : tensor<8x?xf32> to tensor<3x4xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:5:8)"
    %extracted_slice = tensor.extract_slice %arg0[1, 2] [3, 4] [1, 1] : tensor<8x?xf32> to tensor<3x4xf32>
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c0_7 = arith.constant 0 : index
    %c1_8 = arith.constant 1 : index
    %c1_9 = arith.constant 1 : index
    %c0_10 = arith.constant 0 : index
    %c3_11 = arith.constant 3 : index
    %8 = arith.cmpi eq, %c1_8, %c0_5 : index
    %9 = scf.if %8 -> (i1) {
      %41 = arith.cmpi sge, %c0_7, %c0_5 : index
      %42 = arith.cmpi sle, %c0_7, %c3_11 : index
      %43 = arith.andi %41, %42 : i1
      scf.yield %43 : i1
    } else {
      %true = arith.constant true
      %true_48 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %9, "ERROR: Runtime op verification failed\0A%extracted_slice_0 = tensor.extract_slice %extracted_slice[0, %arg2] [1, %arg3] [1, 2] : tensor<3x4xf32> to tensor<?xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:6:8)"
    %10 = arith.cmpi sgt, %c1_8, %c0_5 : index
    %11 = scf.if %10 -> (i1) {
      %41 = arith.subi %c1_8, %c1_6 : index
      %42 = arith.muli %41, %c1_9 : index
      %43 = arith.addi %c0_7, %42 : index
      %44 = arith.cmpi sge, %43, %c0_5 : index
      %45 = arith.cmpi slt, %43, %c3_11 : index
      %46 = arith.andi %44, %45 : i1
      scf.yield %46 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %11, "ERROR: Runtime op verification failed\0A%extracted_slice_0 = tensor.extract_slice %extracted_slice[0, %arg2] [1, %arg3] [1, 2] : tensor<3x4xf32> to tensor<?xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:6:8)"
    %c2_12 = arith.constant 2 : index
    %c1_13 = arith.constant 1 : index
    %c4_14 = arith.constant 4 : index
    %12 = arith.cmpi eq, %arg3, %c0_5 : index
    %13 = scf.if %12 -> (i1) {
      %41 = arith.cmpi sge, %arg2, %c0_5 : index
      %42 = arith.cmpi sle, %arg2, %c4_14 : index
      %43 = arith.andi %41, %42 : i1
      scf.yield %43 : i1
    } else {
      %41 = arith.cmpi sge, %arg2, %c0_5 : index
      %42 = arith.cmpi slt, %arg2, %c4_14 : index
      %43 = arith.andi %41, %42 : i1
      scf.yield %43 : i1
    }
    cf.assert %13, "ERROR: Runtime op verification failed\0A%extracted_slice_0 = tensor.extract_slice %extracted_slice[0, %arg2] [1, %arg3] [1, 2] : tensor<3x4xf32> to tensor<?xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:6:8)"
    %14 = arith.cmpi sgt, %arg3, %c0_5 : index
    %15 = scf.if %14 -> (i1) {
      %41 = arith.subi %arg3, %c1_6 : index
      %42 = arith.muli %41, %c2_12 : index
      %43 = arith.addi %arg2, %42 : index
      %44 = arith.cmpi sge, %43, %c0_5 : index
      %45 = arith.cmpi slt, %43, %c4_14 : index
      %46 = arith.andi %44, %45 : i1
      scf.yield %46 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %15, "ERROR: Runtime op verification failed\0A%extracted_slice_0 = tensor.extract_slice %extracted_slice[0, %arg2] [1, %arg3] [1, 2] : tensor<3x4xf32> to tensor<?xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:6:8)"
    %extracted_slice_15 = tensor.extract_slice %extracted_slice[0, %arg2] [1, %arg3] [1, 2] : tensor<3x4xf32> to tensor<?xf32>
    %c0_16 = arith.constant 0 : index
    %c1_17 = arith.constant 1 : index
    %c0_18 = arith.constant 0 : index
    %c0_19 = arith.constant 0 : index
    %c1_20 = arith.constant 1 : index
    %c0_21 = arith.constant 0 : index
    %c8_22 = arith.constant 8 : index
    %16 = arith.cmpi eq, %c0_19, %c0_16 : index
    %17 = scf.if %16 -> (i1) {
      %41 = arith.cmpi sge, %c0_18, %c0_16 : index
      %42 = arith.cmpi sle, %c0_18, %c8_22 : index
      %43 = arith.andi %41, %42 : i1
      scf.yield %43 : i1
    } else {
      %true = arith.constant true
      %true_48 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %17, "ERROR: Runtime op verification failed\0A%extracted_slice_1 = tensor.extract_slice %arg0[0, 0] [0, 0] [1, 1] : tensor<8x?xf32> to tensor<0x0xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:7:8)"
    %18 = arith.cmpi sgt, %c0_19, %c0_16 : index
    %19 = scf.if %18 -> (i1) {
      %41 = arith.subi %c0_19, %c1_17 : index
      %42 = arith.muli %41, %c1_20 : index
      %43 = arith.addi %c0_18, %42 : index
      %44 = arith.cmpi sge, %43, %c0_16 : index
      %45 = arith.cmpi slt, %43, %c8_22 : index
      %46 = arith.andi %44, %45 : i1
      scf.yield %46 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %19, "ERROR: Runtime op verification failed\0A%extracted_slice_1 = tensor.extract_slice %arg0[0, 0] [0, 0] [1, 1] : tensor<8x?xf32> to tensor<0x0xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:7:8)"
    %c0_23 = arith.constant 0 : index
    %c0_24 = arith.constant 0 : index
    %c1_25 = arith.constant 1 : index
    %c1_26 = arith.constant 1 : index
    %dim_27 = tensor.dim %arg0, %c1_26 : tensor<8x?xf32>
    %20 = arith.cmpi eq, %c0_24, %c0_16 : index
    %21 = scf.if %20 -> (i1) {
      %41 = arith.cmpi sge, %c0_23, %c0_16 : index
      %42 = arith.cmpi sle, %c0_23, %dim_27 : index
      %43 = arith.andi %41, %42 : i1
      scf.yield %43 : i1
    } else {
      %true = arith.constant true
      %41 = arith.cmpi sgt, %dim_27, %c0_23 : index
      scf.yield %41 : i1
    }
    cf.assert %21, "ERROR: Runtime op verification failed\0A%extracted_slice_1 = tensor.extract_slice %arg0[0, 0] [0, 0] [1, 1] : tensor<8x?xf32> to tensor<0x0xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:7:8)"
    %22 = arith.cmpi sgt, %c0_24, %c0_16 : index
    %23 = scf.if %22 -> (i1) {
      %41 = arith.subi %c0_24, %c1_17 : index
      %42 = arith.muli %41, %c1_25 : index
      %43 = arith.addi %c0_23, %42 : index
      %44 = arith.cmpi sge, %43, %c0_16 : index
      %45 = arith.cmpi slt, %43, %dim_27 : index
      %46 = arith.andi %44, %45 : i1
      scf.yield %46 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %23, "ERROR: Runtime op verification failed\0A%extracted_slice_1 = tensor.extract_slice %arg0[0, 0] [0, 0] [1, 1] : tensor<8x?xf32> to tensor<0x0xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:7:8)"
    %extracted_slice_28 = tensor.extract_slice %arg0[0, 0] [0, 0] [1, 1] : tensor<8x?xf32> to tensor<0x0xf32>
    %c0_29 = arith.constant 0 : index
    %c1_30 = arith.constant 1 : index
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg1 : memref<8x?xf32> -> memref<f32>, index, index, index, index, index
    %c1_31 = arith.constant 1 : index
    %c3_32 = arith.constant 3 : index
    %c2_33 = arith.constant 2 : index
    %24 = arith.cmpi eq, %c3_32, %c0_29 : index
    %25 = scf.if %24 -> (i1) {
      %41 = arith.cmpi sge, %c1_31, %c0_29 : index
      %42 = arith.cmpi sle, %c1_31, %sizes#0 : index
      %43 = arith.andi %41, %42 : i1
      scf.yield %43 : i1
    } else {
      %true = arith.constant true
      %41 = arith.cmpi sgt, %sizes#0, %c1_31 : index
      scf.yield %41 : i1
    }
    cf.assert %25, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg1[1, 2] [3, 4] [2, 1] : memref<8x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:8:8)"
    %26 = arith.cmpi sgt, %c3_32, %c0_29 : index
    %27 = scf.if %26 -> (i1) {
      %41 = arith.subi %c3_32, %c1_30 : index
      %42 = arith.muli %41, %c2_33 : index
      %43 = arith.addi %c1_31, %42 : index
      %44 = arith.cmpi sge, %43, %c0_29 : index
      %45 = arith.cmpi slt, %43, %sizes#0 : index
      %46 = arith.andi %44, %45 : i1
      scf.yield %46 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %27, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg1[1, 2] [3, 4] [2, 1] : memref<8x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:8:8)"
    %c2_34 = arith.constant 2 : index
    %c4_35 = arith.constant 4 : index
    %c1_36 = arith.constant 1 : index
    %28 = arith.cmpi eq, %c4_35, %c0_29 : index
    %29 = scf.if %28 -> (i1) {
      %41 = arith.cmpi sge, %c2_34, %c0_29 : index
      %42 = arith.cmpi sle, %c2_34, %sizes#1 : index
      %43 = arith.andi %41, %42 : i1
      scf.yield %43 : i1
    } else {
      %true = arith.constant true
      %41 = arith.cmpi sgt, %sizes#1, %c2_34 : index
      scf.yield %41 : i1
    }
    cf.assert %29, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg1[1, 2] [3, 4] [2, 1] : memref<8x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:8:8)"
    %30 = arith.cmpi sgt, %c4_35, %c0_29 : index
    %31 = scf.if %30 -> (i1) {
      %41 = arith.subi %c4_35, %c1_30 : index
      %42 = arith.muli %41, %c1_36 : index
      %43 = arith.addi %c2_34, %42 : index
      %44 = arith.cmpi sge, %43, %c0_29 : index
      %45 = arith.cmpi slt, %43, %sizes#1 : index
      %46 = arith.andi %44, %45 : i1
      scf.yield %46 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %31, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg1[1, 2] [3, 4] [2, 1] : memref<8x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>\0A^ subview runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:8:8)"
    %subview = memref.subview %arg1[1, 2] [3, 4] [2, 1] : memref<8x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
    %c0_37 = arith.constant 0 : index
    %c1_38 = arith.constant 1 : index
    %base_buffer_39, %offset_40, %sizes_41:2, %strides_42:2 = memref.extract_strided_metadata %subview : memref<3x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
    %c1_43 = arith.constant 1 : index
    %c1_44 = arith.constant 1 : index
    %32 = arith.cmpi eq, %c1_43, %c0_37 : index
    %33 = scf.if %32 -> (i1) {
      %41 = arith.cmpi sge, %arg2, %c0_37 : index
      %42 = arith.cmpi sle, %arg2, %sizes_41#0 : index
      %43 = arith.andi %41, %42 : i1
      scf.yield %43 : i1
    } else {
      %41 = arith.cmpi sge, %arg2, %c0_37 : index
      %42 = arith.cmpi slt, %arg2, %sizes_41#0 : index
      %43 = arith.andi %41, %42 : i1
      scf.yield %43 : i1
    }
    cf.assert %33, "ERROR: Runtime op verification failed\0A%subview_2 = memref.subview %subview[%arg2, 0] [1, %arg3] [1, 1] : memref<3x4xf32, strided<[?, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:9:8)"
    %34 = arith.cmpi sgt, %c1_43, %c0_37 : index
    %35 = scf.if %34 -> (i1) {
      %41 = arith.subi %c1_43, %c1_38 : index
      %42 = arith.muli %41, %c1_44 : index
      %43 = arith.addi %arg2, %42 : index
      %44 = arith.cmpi sge, %43, %c0_37 : index
      %45 = arith.cmpi slt, %43, %sizes_41#0 : index
      %46 = arith.andi %44, %45 : i1
      scf.yield %46 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %35, "ERROR: Runtime op verification failed\0A%subview_2 = memref.subview %subview[%arg2, 0] [1, %arg3] [1, 1] : memref<3x4xf32, strided<[?, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:9:8)"
    %c0_45 = arith.constant 0 : index
    %c1_46 = arith.constant 1 : index
    %36 = arith.cmpi eq, %arg3, %c0_37 : index
    %37 = scf.if %36 -> (i1) {
      %41 = arith.cmpi sge, %c0_45, %c0_37 : index
      %42 = arith.cmpi sle, %c0_45, %sizes_41#1 : index
      %43 = arith.andi %41, %42 : i1
      scf.yield %43 : i1
    } else {
      %true = arith.constant true
      %41 = arith.cmpi sgt, %sizes_41#1, %c0_45 : index
      scf.yield %41 : i1
    }
    cf.assert %37, "ERROR: Runtime op verification failed\0A%subview_2 = memref.subview %subview[%arg2, 0] [1, %arg3] [1, 1] : memref<3x4xf32, strided<[?, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:9:8)"
    %38 = arith.cmpi sgt, %arg3, %c0_37 : index
    %39 = scf.if %38 -> (i1) {
      %41 = arith.subi %arg3, %c1_38 : index
      %42 = arith.muli %41, %c1_46 : index
      %43 = arith.addi %c0_45, %42 : index
      %44 = arith.cmpi sge, %43, %c0_37 : index
      %45 = arith.cmpi slt, %43, %sizes_41#1 : index
      %46 = arith.andi %44, %45 : i1
      scf.yield %46 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %39, "ERROR: Runtime op verification failed\0A%subview_2 = memref.subview %subview[%arg2, 0] [1, %arg3] [1, 1] : memref<3x4xf32, strided<[?, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>\0A^ subview runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:9:8)"
    %subview_47 = memref.subview %subview[%arg2, 0] [1, %arg3] [1, 1] : memref<3x4xf32, strided<[?, 1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
    %40 = scf.execute_region -> index {
      scf.yield %arg2 : index
    }
    return
  }
}

