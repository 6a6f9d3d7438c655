module {
  func.func @tensor_ops(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: f32) -> tensor<?x4xf32> {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?x4xf32>
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %dim : index
    %2 = arith.andi %0, %1 : i1
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %3 = arith.cmpi sge, %arg1, %c0 : index
    %4 = arith.cmpi slt, %arg1, %c4 : index
    %5 = arith.andi %3, %4 : i1
    %6 = arith.andi %2, %5 : i1
    cf.assert %6, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(\22extract\22)"
    %extracted = tensor.extract %arg0[%arg1, %arg1] : tensor<?x4xf32>
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %dim_3 = tensor.dim %arg0, %c0_2 : tensor<?x4xf32>
    %7 = arith.cmpi sge, %arg1, %c0_1 : index
    %8 = arith.cmpi slt, %arg1, %dim_3 : index
    %9 = arith.andi %7, %8 : i1
    %c1_4 = arith.constant 1 : index
    %c4_5 = arith.constant 4 : index
    %10 = arith.cmpi sge, %arg1, %c0_1 : index
    %11 = arith.cmpi slt, %arg1, %c4_5 : index
    %12 = arith.andi %10, %11 : i1
    %13 = arith.andi %9, %12 : i1
    cf.assert %13, "ERROR: Runtime op verification failed\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:4:8)"
    %inserted = tensor.insert %arg2 into %arg0[%arg1, %arg1] : tensor<?x4xf32>
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c1_8 = arith.constant 1 : index
    %c0_9 = arith.constant 0 : index
    %dim_10 = tensor.dim %arg0, %c0_9 : tensor<?x4xf32>
    %14 = arith.cmpi eq, %c2, %c0_6 : index
    %15 = scf.if %14 -> (i1) {
      %22 = arith.cmpi sge, %arg1, %c0_6 : index
      %23 = arith.cmpi sle, %arg1, %dim_10 : index
      %24 = arith.andi %22, %23 : i1
      scf.yield %24 : i1
    } else {
      %22 = arith.cmpi sge, %arg1, %c0_6 : index
      %23 = arith.cmpi slt, %arg1, %dim_10 : index
      %24 = arith.andi %22, %23 : i1
      scf.yield %24 : i1
    }
    cf.assert %15, "ERROR: Runtime op verification failed\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:5:8)"
    %16 = arith.cmpi sgt, %c2, %c0_6 : index
    %17 = scf.if %16 -> (i1) {
      %22 = arith.subi %c2, %c1_7 : index
      %23 = arith.muli %22, %c1_8 : index
      %24 = arith.addi %arg1, %23 : index
      %25 = arith.cmpi sge, %24, %c0_6 : index
      %26 = arith.cmpi slt, %24, %dim_10 : index
      %27 = arith.andi %25, %26 : i1
      scf.yield %27 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %17, "ERROR: Runtime op verification failed\0A^ extract_slice runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:5:8)"
    %c0_11 = arith.constant 0 : index
    %c4_12 = arith.constant 4 : index
    %c1_13 = arith.constant 1 : index
    %c1_14 = arith.constant 1 : index
    %c4_15 = arith.constant 4 : index
    %18 = arith.cmpi eq, %c4_12, %c0_6 : index
    %19 = scf.if %18 -> (i1) {
      %22 = arith.cmpi sge, %c0_11, %c0_6 : index
      %23 = arith.cmpi sle, %c0_11, %c4_15 : index
      %24 = arith.andi %22, %23 : i1
      scf.yield %24 : i1
    } else {
      %true = arith.constant true
      %true_16 = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %19, "ERROR: Runtime op verification failed\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:5:8)"
    %20 = arith.cmpi sgt, %c4_12, %c0_6 : index
    %21 = scf.if %20 -> (i1) {
      %22 = arith.subi %c4_12, %c1_7 : index
      %23 = arith.muli %22, %c1_13 : index
      %24 = arith.addi %c0_11, %23 : index
      %25 = arith.cmpi sge, %24, %c0_6 : index
      %26 = arith.cmpi slt, %24, %c4_15 : index
      %27 = arith.andi %25, %26 : i1
      scf.yield %27 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %21, "ERROR: Runtime op verification failed\0A^ extract_slice runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:5:8)"
    %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
    return %inserted : tensor<?x4xf32>
  }
}

