module {
  func.func @locations(%arg0: memref<?xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %dim : index
    %2 = arith.andi %0, %1 : i1
    cf.assert %2, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1] : memref<?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22named\22(\22file.mlir\22:1:2))"
    %3 = memref.load %arg0[%arg1] : memref<?xf32>
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %dim_3 = memref.dim %arg0, %c0_2 : memref<?xf32>
    %4 = arith.cmpi sge, %arg1, %c0_1 : index
    %5 = arith.cmpi slt, %arg1, %dim_3 : index
    %6 = arith.andi %4, %5 : i1
    cf.assert %6, "ERROR: Runtime op verification failed\0A%1 = memref.load %arg0[%arg1] : memref<?xf32>\0A^ out-of-bounds access\0ALocation: loc(callsite(\22callee.mlir\22:5:6 at \22caller.mlir\22:7:8))"
    %7 = memref.load %arg0[%arg1] : memref<?xf32>
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %dim_6 = memref.dim %arg0, %c0_5 : memref<?xf32>
    %8 = arith.cmpi sge, %arg1, %c0_4 : index
    %9 = arith.cmpi slt, %arg1, %dim_6 : index
    %10 = arith.andi %8, %9 : i1
    cf.assert %10, "ERROR: Runtime op verification failed\0A%2 = memref.load %arg0[%arg1] : memref<?xf32>\0A^ out-of-bounds access\0ALocation: loc(fused[\22a.mlir\22:1:1, \22b.mlir\22:2:2])"
    %11 = memref.load %arg0[%arg1] : memref<?xf32>
    %c0_7 = arith.constant 0 : index
    %c0_8 = arith.constant 0 : index
    %dim_9 = memref.dim %arg0, %c0_8 : memref<?xf32>
    %12 = arith.cmpi sge, %arg1, %c0_7 : index
    %13 = arith.cmpi slt, %arg1, %dim_9 : index
    %14 = arith.andi %12, %13 : i1
    cf.assert %14, "ERROR: Runtime op verification failed\0A%3 = memref.load %arg0[%arg1] : memref<?xf32>\0A^ out-of-bounds access\0ALocation: loc(unknown)"
    %15 = memref.load %arg0[%arg1] : memref<?xf32>
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %dim_12 = memref.dim %arg0, %c0_11 : memref<?xf32>
    %16 = arith.cmpi sge, %arg1, %c0_10 : index
    %17 = arith.cmpi slt, %arg1, %dim_12 : index
    %18 = arith.andi %16, %17 : i1
    cf.assert %18, "ERROR: Runtime op verification failed\0A%4 = memref.load %arg0[%arg1] : memref<?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22outer.mlir\22:3:4)"
    %19 = memref.load %arg0[%arg1] : memref<?xf32>
    %c0_13 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %dim_15 = memref.dim %arg0, %c0_14 : memref<?xf32>
    %20 = arith.cmpi sge, %arg1, %c0_13 : index
    %21 = arith.cmpi slt, %arg1, %dim_15 : index
    %22 = arith.andi %20, %21 : i1
    cf.assert %22, "ERROR: Runtime op verification failed\0A%5 = memref.load %arg0[%arg1] {nontemporal = true, note = \22say \\22hi\\22\\0A\\09tab\22} : memref<?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:11:8)"
    %23 = memref.load %arg0[%arg1] {nontemporal = true, note = "say \22hi\22\0A\09tab"} : memref<?xf32>
    %c0_16 = arith.constant 0 : index
    %c0_17 = arith.constant 0 : index
    %dim_18 = memref.dim %arg0, %c0_17 : memref<?xf32>
    %24 = arith.cmpi sge, %arg1, %c0_16 : index
    %25 = arith.cmpi slt, %arg1, %dim_18 : index
    %26 = arith.andi %24, %25 : i1
    cf.assert %26, "ERROR: Runtime op verification failed\0A%6 = memref.load %arg0[%arg1] {big = dense_resource<__elided__> : tensor<17xi32>, small = dense<[1, 2]> : tensor<2xi32>} : memref<?xf32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:12:8)"
    %27 = memref.load %arg0[%arg1] {big = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>, small = dense<[1, 2]> : tensor<2xi32>} : memref<?xf32>
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %dim_21 = memref.dim %arg0, %c0_20 : memref<?xf32>
    %28 = arith.cmpi sge, %arg1, %c0_19 : index
    %29 = arith.cmpi slt, %arg1, %dim_21 : index
    %30 = arith.andi %28, %29 : i1
    cf.assert %30, "ERROR: Runtime op verification failed\0A%7 = memref.load %arg0[%arg1] : memref<?xf32>\0A^ out-of-bounds access\0ALocation: loc(fused<\22meta\22>[\22a.mlir\22:1:1])"
    %31 = memref.load %arg0[%arg1] : memref<?xf32>
    return
  }
}

