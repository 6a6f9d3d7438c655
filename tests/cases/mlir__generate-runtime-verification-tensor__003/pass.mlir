module {
  func.func @extract_slice(%arg0: tensor<1xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %0 = arith.cmpi eq, %c1_0, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %4 = arith.cmpi sge, %arg1, %c0 : index
      %5 = arith.cmpi sle, %arg1, %c1_3 : index
      %6 = arith.andi %4, %5 : i1
      scf.yield %6 : i1
    } else {
      %4 = arith.cmpi sge, %arg1, %c0 : index
      %5 = arith.cmpi slt, %arg1, %c1_3 : index
      %6 = arith.andi %4, %5 : i1
      scf.yield %6 : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1] [1] [1] : tensor<1xf32> to tensor<1xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:3:5)"
    %2 = arith.cmpi sgt, %c1_0, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %4 = arith.subi %c1_0, %c1 : index
      %5 = arith.muli %4, %c1_1 : index
      %6 = arith.addi %arg1, %5 : index
      %7 = arith.cmpi sge, %6, %c0 : index
      %8 = arith.cmpi slt, %6, %c1_3 : index
      %9 = arith.andi %7, %8 : i1
      scf.yield %9 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1] [1] [1] : tensor<1xf32> to tensor<1xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:3:5)"
    %extracted_slice = tensor.extract_slice %arg0[%arg1] [1] [1] : tensor<1xf32> to tensor<1xf32>
    return
  }
  func.func @extract_slice_dynamic(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?x4xf32>
    %0 = arith.cmpi eq, %arg2, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %8 = arith.cmpi sge, %arg1, %c0 : index
      %9 = arith.cmpi sle, %arg1, %dim : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    } else {
      %8 = arith.cmpi sge, %arg1, %c0 : index
      %9 = arith.cmpi slt, %arg1, %dim : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 4] [%arg3, 1] : tensor<?x4xf32> to tensor<?x4xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:8:5)"
    %2 = arith.cmpi sgt, %arg2, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %8 = arith.subi %arg2, %c1 : index
      %9 = arith.muli %8, %arg3 : index
      %10 = arith.addi %arg1, %9 : index
      %11 = arith.cmpi sge, %10, %c0 : index
      %12 = arith.cmpi slt, %10, %dim : index
      %13 = arith.andi %11, %12 : i1
      scf.yield %13 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 4] [%arg3, 1] : tensor<?x4xf32> to tensor<?x4xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:8:5)"
    %c0_1 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c4_4 = arith.constant 4 : index
    %4 = arith.cmpi eq, %c4, %c0 : index
    %5 = scf.if %4 -> (i1) {
      %8 = arith.cmpi sge, %c0_1, %c0 : index
      %9 = arith.cmpi sle, %c0_1, %c4_4 : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    } else {
      %true = arith.constant true
      %true_5 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %5, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 4] [%arg3, 1] : tensor<?x4xf32> to tensor<?x4xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:8:5)"
    %6 = arith.cmpi sgt, %c4, %c0 : index
    %7 = scf.if %6 -> (i1) {
      %8 = arith.subi %c4, %c1 : index
      %9 = arith.muli %8, %c1_2 : index
      %10 = arith.addi %c0_1, %9 : index
      %11 = arith.cmpi sge, %10, %c0 : index
      %12 = arith.cmpi slt, %10, %c4_4 : index
      %13 = arith.andi %11, %12 : i1
      scf.yield %13 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %7, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 4] [%arg3, 1] : tensor<?x4xf32> to tensor<?x4xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:8:5)"
    %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 4] [%arg3, 1] : tensor<?x4xf32> to tensor<?x4xf32>
    return
  }
  func.func @extract_slice_dynamic_rank_reduce(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?x4xf32>
    %0 = arith.cmpi eq, %arg2, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %8 = arith.cmpi sge, %arg1, %c0 : index
      %9 = arith.cmpi sle, %arg1, %dim : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    } else {
      %8 = arith.cmpi sge, %arg1, %c0 : index
      %9 = arith.cmpi slt, %arg1, %dim : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 1] [%arg3, 1] : tensor<?x4xf32> to tensor<?xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:13:5)"
    %2 = arith.cmpi sgt, %arg2, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %8 = arith.subi %arg2, %c1 : index
      %9 = arith.muli %8, %arg3 : index
      %10 = arith.addi %arg1, %9 : index
      %11 = arith.cmpi sge, %10, %c0 : index
      %12 = arith.cmpi slt, %10, %dim : index
      %13 = arith.andi %11, %12 : i1
      scf.yield %13 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 1] [%arg3, 1] : tensor<?x4xf32> to tensor<?xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:13:5)"
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %4 = arith.cmpi eq, %c1_2, %c0 : index
    %5 = scf.if %4 -> (i1) {
      %8 = arith.cmpi sge, %c0_1, %c0 : index
      %9 = arith.cmpi sle, %c0_1, %c4 : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    } else {
      %true = arith.constant true
      %true_5 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %5, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 1] [%arg3, 1] : tensor<?x4xf32> to tensor<?xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:13:5)"
    %6 = arith.cmpi sgt, %c1_2, %c0 : index
    %7 = scf.if %6 -> (i1) {
      %8 = arith.subi %c1_2, %c1 : index
      %9 = arith.muli %8, %c1_3 : index
      %10 = arith.addi %c0_1, %9 : index
      %11 = arith.cmpi sge, %10, %c0 : index
      %12 = arith.cmpi slt, %10, %c4 : index
      %13 = arith.andi %11, %12 : i1
      scf.yield %13 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %7, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 1] [%arg3, 1] : tensor<?x4xf32> to tensor<?xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:13:5)"
    %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 1] [%arg3, 1] : tensor<?x4xf32> to tensor<?xf32>
    return
  }
  func.func @extract_slice_zero_size_dim(%arg0: tensor<10x4x1xf32>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %0 = arith.cmpi eq, %arg1, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %12 = arith.cmpi sge, %c0_0, %c0 : index
      %13 = arith.cmpi sle, %c0_0, %c10 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %true = arith.constant true
      %true_9 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:18:5)"
    %2 = arith.cmpi sgt, %arg1, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %12 = arith.subi %arg1, %c1 : index
      %13 = arith.muli %12, %c1_1 : index
      %14 = arith.addi %c0_0, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %c10 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:18:5)"
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %4 = arith.cmpi eq, %arg2, %c0 : index
    %5 = scf.if %4 -> (i1) {
      %12 = arith.cmpi sge, %c0_3, %c0 : index
      %13 = arith.cmpi sle, %c0_3, %c4 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %true = arith.constant true
      %true_9 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %5, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:18:5)"
    %6 = arith.cmpi sgt, %arg2, %c0 : index
    %7 = scf.if %6 -> (i1) {
      %12 = arith.subi %arg2, %c1 : index
      %13 = arith.muli %12, %c1_4 : index
      %14 = arith.addi %c0_3, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %c4 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %7, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:18:5)"
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1_8 = arith.constant 1 : index
    %8 = arith.cmpi eq, %arg3, %c0 : index
    %9 = scf.if %8 -> (i1) {
      %12 = arith.cmpi sge, %c0_6, %c0 : index
      %13 = arith.cmpi sle, %c0_6, %c1_8 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %true = arith.constant true
      %true_9 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %9, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ offset 2 is out-of-bounds\0ALocation: loc(\22input.mlir\22:18:5)"
    %10 = arith.cmpi sgt, %arg3, %c0 : index
    %11 = scf.if %10 -> (i1) {
      %12 = arith.subi %arg3, %c1 : index
      %13 = arith.muli %12, %c1_7 : index
      %14 = arith.addi %c0_6, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %c1_8 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %11, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 2\0ALocation: loc(\22input.mlir\22:18:5)"
    %extracted_slice = tensor.extract_slice %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>
    return
  }
  func.func @extract_slice_empty_tensor(%arg0: tensor<10x4x1xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %0 = arith.cmpi eq, %arg1, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %12 = arith.cmpi sge, %arg4, %c0 : index
      %13 = arith.cmpi sle, %arg4, %c10 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %12 = arith.cmpi sge, %arg4, %c0 : index
      %13 = arith.cmpi slt, %arg4, %c10 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:23:5)"
    %2 = arith.cmpi sgt, %arg1, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %12 = arith.subi %arg1, %c1 : index
      %13 = arith.muli %12, %c1_0 : index
      %14 = arith.addi %arg4, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %c10 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:23:5)"
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %4 = arith.cmpi eq, %arg2, %c0 : index
    %5 = scf.if %4 -> (i1) {
      %12 = arith.cmpi sge, %c0_2, %c0 : index
      %13 = arith.cmpi sle, %c0_2, %c4 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %true = arith.constant true
      %true_8 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %5, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:23:5)"
    %6 = arith.cmpi sgt, %arg2, %c0 : index
    %7 = scf.if %6 -> (i1) {
      %12 = arith.subi %arg2, %c1 : index
      %13 = arith.muli %12, %c1_3 : index
      %14 = arith.addi %c0_2, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %c4 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %7, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:23:5)"
    %c0_5 = arith.constant 0 : index
    %c1_6 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1_7 = arith.constant 1 : index
    %8 = arith.cmpi eq, %arg3, %c0 : index
    %9 = scf.if %8 -> (i1) {
      %12 = arith.cmpi sge, %c0_5, %c0 : index
      %13 = arith.cmpi sle, %c0_5, %c1_7 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %true = arith.constant true
      %true_8 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %9, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ offset 2 is out-of-bounds\0ALocation: loc(\22input.mlir\22:23:5)"
    %10 = arith.cmpi sgt, %arg3, %c0 : index
    %11 = scf.if %10 -> (i1) {
      %12 = arith.subi %arg3, %c1 : index
      %13 = arith.muli %12, %c1_6 : index
      %14 = arith.addi %c0_5, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %c1_7 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %11, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>\0A^ extract_slice runs out-of-bounds along dimension 2\0ALocation: loc(\22input.mlir\22:23:5)"
    %extracted_slice = tensor.extract_slice %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : tensor<10x4x1xf32> to tensor<?x?x?xf32>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %0 = tensor.empty() : tensor<1xf32>
    %1 = tensor.empty() : tensor<4x4xf32>
    %cast = tensor.cast %1 : tensor<4x4xf32> to tensor<?x4xf32>
    call @extract_slice_dynamic_rank_reduce(%cast, %c5, %c5, %c1) : (tensor<?x4xf32>, index, index, index) -> ()
    call @extract_slice(%0, %c1) : (tensor<1xf32>, index) -> ()
    call @extract_slice(%0, %c-1) : (tensor<1xf32>, index) -> ()
    call @extract_slice_dynamic(%cast, %c0, %c5, %c1) : (tensor<?x4xf32>, index, index, index) -> ()
    call @extract_slice_dynamic(%cast, %c0, %c4, %c4) : (tensor<?x4xf32>, index, index, index) -> ()
    call @extract_slice(%0, %c0) : (tensor<1xf32>, index) -> ()
    call @extract_slice_dynamic(%cast, %c0, %c4, %c1) : (tensor<?x4xf32>, index, index, index) -> ()
    call @extract_slice_dynamic_rank_reduce(%cast, %c0, %c1, %c0) : (tensor<?x4xf32>, index, index, index) -> ()
    %cst = arith.constant dense<1.000000e+00> : tensor<10x4x1xf32>
    %c0_0 = arith.constant 0 : index
    %c4_1 = arith.constant 4 : index
    %c1_2 = arith.constant 1 : index
    call @extract_slice_zero_size_dim(%cst, %c0_0, %c4_1, %c1_2) : (tensor<10x4x1xf32>, index, index, index) -> ()
    %c10 = arith.constant 10 : index
    call @extract_slice_empty_tensor(%cst, %c0_0, %c4_1, %c1_2, %c10) : (tensor<10x4x1xf32>, index, index, index, index) -> ()
    return
  }
}

