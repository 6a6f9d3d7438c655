module {
  func.func @slice(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<2x4xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %rank = tensor.rank %arg0 : tensor<?x4xf32>
    %c0_2 = arith.constant 0 : index
    %true = arith.constant true
    %0 = arith.cmpi sgt, %rank, %c0_1 : index
    cf.assert %0, "ERROR: Runtime op verification failed\0A%dim = tensor.dim %arg0, %c0_1 : tensor<?x4xf32>\0A^ index is out of bounds\0ALocation: loc(\22input.mlir\22:3:8)"
    %dim = tensor.dim %arg0, %c0_1 : tensor<?x4xf32>
    %1 = arith.cmpi eq, %c2, %c0 : index
    %2 = scf.if %1 -> (i1) {
      %17 = arith.cmpi sge, %arg1, %c0 : index
      %18 = arith.cmpi sle, %arg1, %dim : index
      %19 = arith.andi %17, %18 : i1
      scf.yield %19 : i1
    } else {
      %17 = arith.cmpi sge, %arg1, %c0 : index
      %18 = arith.cmpi slt, %arg1, %dim : index
      %19 = arith.andi %17, %18 : i1
      scf.yield %19 : i1
    }
    cf.assert %2, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:3:8)"
    %3 = arith.cmpi sgt, %c2, %c0 : index
    %4 = scf.if %3 -> (i1) {
      %17 = arith.subi %c2, %c1 : index
      %18 = arith.muli %17, %c1_0 : index
      %19 = arith.addi %arg1, %18 : index
      %20 = arith.cmpi sge, %19, %c0 : index
      %21 = arith.cmpi slt, %19, %dim : index
      %22 = arith.andi %20, %21 : i1
      scf.yield %22 : i1
    } else {
      %true_18 = arith.constant true
      scf.yield %true_18 : i1
    }
    cf.assert %4, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:3:8)"
    %c0_3 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %c4_6 = arith.constant 4 : index
    %5 = arith.cmpi eq, %c4, %c0 : index
    %6 = scf.if %5 -> (i1) {
      %17 = arith.cmpi sge, %c0_3, %c0 : index
      %18 = arith.cmpi sle, %c0_3, %c4_6 : index
      %19 = arith.andi %17, %18 : i1
      scf.yield %19 : i1
    } else {
      %true_18 = arith.constant true
      %true_19 = arith.constant true
      scf.yield %true_18 : i1
    }
    cf.assert %6, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:3:8)"
    %7 = arith.cmpi sgt, %c4, %c0 : index
    %8 = scf.if %7 -> (i1) {
      %17 = arith.subi %c4, %c1 : index
      %18 = arith.muli %17, %c1_4 : index
      %19 = arith.addi %c0_3, %18 : index
      %20 = arith.cmpi sge, %19, %c0 : index
      %21 = arith.cmpi slt, %19, %c4_6 : index
      %22 = arith.andi %20, %21 : i1
      scf.yield %22 : i1
    } else {
      %true_18 = arith.constant true
      scf.yield %true_18 : i1
    }
    cf.assert %8, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:3:8)"
    %c0_7 = arith.constant 0 : index
    %c1_8 = arith.constant 1 : index
    %c2_9 = arith.constant 2 : index
    %c1_10 = arith.constant 1 : index
    %c0_11 = arith.constant 0 : index
    %dim_12 = tensor.dim %arg0, %c0_11 : tensor<?x4xf32>
    %9 = arith.cmpi eq, %c2_9, %c0_7 : index
    %10 = scf.if %9 -> (i1) {
      %17 = arith.cmpi sge, %arg1, %c0_7 : index
      %18 = arith.cmpi sle, %arg1, %dim_12 : index
      %19 = arith.andi %17, %18 : i1
      scf.yield %19 : i1
    } else {
      %17 = arith.cmpi sge, %arg1, %c0_7 : index
      %18 = arith.cmpi slt, %arg1, %dim_12 : index
      %19 = arith.andi %17, %18 : i1
      scf.yield %19 : i1
    }
    cf.assert %10, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:3:8)"
    %11 = arith.cmpi sgt, %c2_9, %c0_7 : index
    %12 = scf.if %11 -> (i1) {
      %17 = arith.subi %c2_9, %c1_8 : index
      %18 = arith.muli %17, %c1_10 : index
      %19 = arith.addi %arg1, %18 : index
      %20 = arith.cmpi sge, %19, %c0_7 : index
      %21 = arith.cmpi slt, %19, %dim_12 : index
      %22 = arith.andi %20, %21 : i1
      scf.yield %22 : i1
    } else {
      %true_18 = arith.constant true
      scf.yield %true_18 : i1
    }
    cf.assert %12, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:3:8)"
    %c0_13 = arith.constant 0 : index
    %c4_14 = arith.constant 4 : index
    %c1_15 = arith.constant 1 : index
    %c1_16 = arith.constant 1 : index
    %c4_17 = arith.constant 4 : index
    %13 = arith.cmpi eq, %c4_14, %c0_7 : index
    %14 = scf.if %13 -> (i1) {
      %17 = arith.cmpi sge, %c0_13, %c0_7 : index
      %18 = arith.cmpi sle, %c0_13, %c4_17 : index
      %19 = arith.andi %17, %18 : i1
      scf.yield %19 : i1
    } else {
      %true_18 = arith.constant true
      %true_19 = arith.constant true
      scf.yield %true_18 : i1
    }
    cf.assert %14, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:3:8)"
    %15 = arith.cmpi sgt, %c4_14, %c0_7 : index
    %16 = scf.if %15 -> (i1) {
      %17 = arith.subi %c4_14, %c1_8 : index
      %18 = arith.muli %17, %c1_15 : index
      %19 = arith.addi %c0_13, %18 : index
      %20 = arith.cmpi sge, %19, %c0_7 : index
      %21 = arith.cmpi slt, %19, %c4_17 : index
      %22 = arith.andi %20, %21 : i1
      scf.yield %22 : i1
    } else {
      %true_18 = arith.constant true
      scf.yield %true_18 : i1
    }
    cf.assert %16, "ERROR: Runtime op verification failed\0A%extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:3:8)"
    %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
    return %extracted_slice : tensor<2x4xf32>
  }
}

