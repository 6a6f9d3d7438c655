module {
  func.func @subview(%arg0: memref<1xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<1xf32> -> memref<f32>, index, index, index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %0 = arith.cmpi eq, %c1_0, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %4 = arith.cmpi sge, %arg1, %c0 : index
      %5 = arith.cmpi sle, %arg1, %sizes : index
      %6 = arith.andi %4, %5 : i1
      scf.yield %6 : i1
    } else {
      %4 = arith.cmpi sge, %arg1, %c0 : index
      %5 = arith.cmpi slt, %arg1, %sizes : index
      %6 = arith.andi %4, %5 : i1
      scf.yield %6 : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1] [1] [1] : memref<1xf32> to memref<1xf32, strided<[1], offset: ?>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:3:5)"
    %2 = arith.cmpi sgt, %c1_0, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %4 = arith.subi %c1_0, %c1 : index
      %5 = arith.muli %4, %c1_1 : index
      %6 = arith.addi %arg1, %5 : index
      %7 = arith.cmpi sge, %6, %c0 : index
      %8 = arith.cmpi slt, %6, %sizes : index
      %9 = arith.andi %7, %8 : i1
      scf.yield %9 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1] [1] [1] : memref<1xf32> to memref<1xf32, strided<[1], offset: ?>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:3:5)"
    %subview = memref.subview %arg0[%arg1] [1] [1] : memref<1xf32> to memref<1xf32, strided<[1], offset: ?>>
    return
  }
  func.func @subview_dynamic(%arg0: memref<?x4xf32>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
    %0 = arith.cmpi eq, %arg2, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %8 = arith.cmpi sge, %arg1, %c0 : index
      %9 = arith.cmpi sle, %arg1, %sizes#0 : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    } else {
      %8 = arith.cmpi sge, %arg1, %c0 : index
      %9 = arith.cmpi slt, %arg1, %sizes#0 : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 0] [%arg2, 4] [%arg3, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:10:5)"
    %2 = arith.cmpi sgt, %arg2, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %8 = arith.subi %arg2, %c1 : index
      %9 = arith.muli %8, %arg3 : index
      %10 = arith.addi %arg1, %9 : index
      %11 = arith.cmpi sge, %10, %c0 : index
      %12 = arith.cmpi slt, %10, %sizes#0 : index
      %13 = arith.andi %11, %12 : i1
      scf.yield %13 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 0] [%arg2, 4] [%arg3, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:10:5)"
    %c0_0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1_1 = arith.constant 1 : index
    %4 = arith.cmpi eq, %c4, %c0 : index
    %5 = scf.if %4 -> (i1) {
      %8 = arith.cmpi sge, %c0_0, %c0 : index
      %9 = arith.cmpi sle, %c0_0, %sizes#1 : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    } else {
      %true = arith.constant true
      %8 = arith.cmpi sgt, %sizes#1, %c0_0 : index
      scf.yield %8 : i1
    }
    cf.assert %5, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 0] [%arg2, 4] [%arg3, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:10:5)"
    %6 = arith.cmpi sgt, %c4, %c0 : index
    %7 = scf.if %6 -> (i1) {
      %8 = arith.subi %c4, %c1 : index
      %9 = arith.muli %8, %c1_1 : index
      %10 = arith.addi %c0_0, %9 : index
      %11 = arith.cmpi sge, %10, %c0 : index
      %12 = arith.cmpi slt, %10, %sizes#1 : index
      %13 = arith.andi %11, %12 : i1
      scf.yield %13 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %7, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 0] [%arg2, 4] [%arg3, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>\0A^ subview runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:10:5)"
    %subview = memref.subview %arg0[%arg1, 0] [%arg2, 4] [%arg3, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
    return
  }
  func.func @subview_dynamic_rank_reduce(%arg0: memref<?x4xf32>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
    %0 = arith.cmpi eq, %arg2, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %8 = arith.cmpi sge, %arg1, %c0 : index
      %9 = arith.cmpi sle, %arg1, %sizes#0 : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    } else {
      %8 = arith.cmpi sge, %arg1, %c0 : index
      %9 = arith.cmpi slt, %arg1, %sizes#0 : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 0] [%arg2, 1] [%arg3, 1] : memref<?x4xf32> to memref<?xf32, strided<[?], offset: ?>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:17:5)"
    %2 = arith.cmpi sgt, %arg2, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %8 = arith.subi %arg2, %c1 : index
      %9 = arith.muli %8, %arg3 : index
      %10 = arith.addi %arg1, %9 : index
      %11 = arith.cmpi sge, %10, %c0 : index
      %12 = arith.cmpi slt, %10, %sizes#0 : index
      %13 = arith.andi %11, %12 : i1
      scf.yield %13 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 0] [%arg2, 1] [%arg3, 1] : memref<?x4xf32> to memref<?xf32, strided<[?], offset: ?>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:17:5)"
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    %4 = arith.cmpi eq, %c1_1, %c0 : index
    %5 = scf.if %4 -> (i1) {
      %8 = arith.cmpi sge, %c0_0, %c0 : index
      %9 = arith.cmpi sle, %c0_0, %sizes#1 : index
      %10 = arith.andi %8, %9 : i1
      scf.yield %10 : i1
    } else {
      %true = arith.constant true
      %8 = arith.cmpi sgt, %sizes#1, %c0_0 : index
      scf.yield %8 : i1
    }
    cf.assert %5, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 0] [%arg2, 1] [%arg3, 1] : memref<?x4xf32> to memref<?xf32, strided<[?], offset: ?>>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:17:5)"
    %6 = arith.cmpi sgt, %c1_1, %c0 : index
    %7 = scf.if %6 -> (i1) {
      %8 = arith.subi %c1_1, %c1 : index
      %9 = arith.muli %8, %c1_2 : index
      %10 = arith.addi %c0_0, %9 : index
      %11 = arith.cmpi sge, %10, %c0 : index
      %12 = arith.cmpi slt, %10, %sizes#1 : index
      %13 = arith.andi %11, %12 : i1
      scf.yield %13 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %7, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1, 0] [%arg2, 1] [%arg3, 1] : memref<?x4xf32> to memref<?xf32, strided<[?], offset: ?>>\0A^ subview runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:17:5)"
    %subview = memref.subview %arg0[%arg1, 0] [%arg2, 1] [%arg3, 1] : memref<?x4xf32> to memref<?xf32, strided<[?], offset: ?>>
    return
  }
  func.func @subview_zero_size_dim(%arg0: memref<10x4x1xf32, strided<[?, ?, ?]>>, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<10x4x1xf32, strided<[?, ?, ?]>> -> memref<f32>, index, index, index, index, index, index, index
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %0 = arith.cmpi eq, %arg1, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %12 = arith.cmpi sge, %c0_0, %c0 : index
      %13 = arith.cmpi sle, %c0_0, %sizes#0 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %true = arith.constant true
      %12 = arith.cmpi sgt, %sizes#0, %c0_0 : index
      scf.yield %12 : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?]>> to memref<?x?x?xf32, strided<[?, ?, ?]>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:27:16)"
    %2 = arith.cmpi sgt, %arg1, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %12 = arith.subi %arg1, %c1 : index
      %13 = arith.muli %12, %c1_1 : index
      %14 = arith.addi %c0_0, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %sizes#0 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?]>> to memref<?x?x?xf32, strided<[?, ?, ?]>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:27:16)"
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %4 = arith.cmpi eq, %arg2, %c0 : index
    %5 = scf.if %4 -> (i1) {
      %12 = arith.cmpi sge, %c0_2, %c0 : index
      %13 = arith.cmpi sle, %c0_2, %sizes#1 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %true = arith.constant true
      %12 = arith.cmpi sgt, %sizes#1, %c0_2 : index
      scf.yield %12 : i1
    }
    cf.assert %5, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?]>> to memref<?x?x?xf32, strided<[?, ?, ?]>>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:27:16)"
    %6 = arith.cmpi sgt, %arg2, %c0 : index
    %7 = scf.if %6 -> (i1) {
      %12 = arith.subi %arg2, %c1 : index
      %13 = arith.muli %12, %c1_3 : index
      %14 = arith.addi %c0_2, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %sizes#1 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %7, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?]>> to memref<?x?x?xf32, strided<[?, ?, ?]>>\0A^ subview runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:27:16)"
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %8 = arith.cmpi eq, %arg3, %c0 : index
    %9 = scf.if %8 -> (i1) {
      %12 = arith.cmpi sge, %c0_4, %c0 : index
      %13 = arith.cmpi sle, %c0_4, %sizes#2 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %true = arith.constant true
      %12 = arith.cmpi sgt, %sizes#2, %c0_4 : index
      scf.yield %12 : i1
    }
    cf.assert %9, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?]>> to memref<?x?x?xf32, strided<[?, ?, ?]>>\0A^ offset 2 is out-of-bounds\0ALocation: loc(\22input.mlir\22:27:16)"
    %10 = arith.cmpi sgt, %arg3, %c0 : index
    %11 = scf.if %10 -> (i1) {
      %12 = arith.subi %arg3, %c1 : index
      %13 = arith.muli %12, %c1_5 : index
      %14 = arith.addi %c0_4, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %sizes#2 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %11, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?]>> to memref<?x?x?xf32, strided<[?, ?, ?]>>\0A^ subview runs out-of-bounds along dimension 2\0ALocation: loc(\22input.mlir\22:27:16)"
    %subview = memref.subview %arg0[0, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?]>> to memref<?x?x?xf32, strided<[?, ?, ?]>>
    return
  }
  func.func @subview_with_empty_slice(%arg0: memref<10x4x1xf32, strided<[?, ?, ?]>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<10x4x1xf32, strided<[?, ?, ?]>> -> memref<f32>, index, index, index, index, index, index, index
    %c1_0 = arith.constant 1 : index
    %0 = arith.cmpi eq, %arg1, %c0 : index
    %1 = scf.if %0 -> (i1) {
      %12 = arith.cmpi sge, %arg4, %c0 : index
      %13 = arith.cmpi sle, %arg4, %sizes#0 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %12 = arith.cmpi sge, %arg4, %c0 : index
      %13 = arith.cmpi slt, %arg4, %sizes#0 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    }
    cf.assert %1, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?]>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:38:16)"
    %2 = arith.cmpi sgt, %arg1, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %12 = arith.subi %arg1, %c1 : index
      %13 = arith.muli %12, %c1_0 : index
      %14 = arith.addi %arg4, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %sizes#0 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?]>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:38:16)"
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    %4 = arith.cmpi eq, %arg2, %c0 : index
    %5 = scf.if %4 -> (i1) {
      %12 = arith.cmpi sge, %c0_1, %c0 : index
      %13 = arith.cmpi sle, %c0_1, %sizes#1 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %true = arith.constant true
      %12 = arith.cmpi sgt, %sizes#1, %c0_1 : index
      scf.yield %12 : i1
    }
    cf.assert %5, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?]>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>\0A^ offset 1 is out-of-bounds\0ALocation: loc(\22input.mlir\22:38:16)"
    %6 = arith.cmpi sgt, %arg2, %c0 : index
    %7 = scf.if %6 -> (i1) {
      %12 = arith.subi %arg2, %c1 : index
      %13 = arith.muli %12, %c1_2 : index
      %14 = arith.addi %c0_1, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %sizes#1 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %7, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?]>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>\0A^ subview runs out-of-bounds along dimension 1\0ALocation: loc(\22input.mlir\22:38:16)"
    %c0_3 = arith.constant 0 : index
    %c1_4 = arith.constant 1 : index
    %8 = arith.cmpi eq, %arg3, %c0 : index
    %9 = scf.if %8 -> (i1) {
      %12 = arith.cmpi sge, %c0_3, %c0 : index
      %13 = arith.cmpi sle, %c0_3, %sizes#2 : index
      %14 = arith.andi %12, %13 : i1
      scf.yield %14 : i1
    } else {
      %true = arith.constant true
      %12 = arith.cmpi sgt, %sizes#2, %c0_3 : index
      scf.yield %12 : i1
    }
    cf.assert %9, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?]>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>\0A^ offset 2 is out-of-bounds\0ALocation: loc(\22input.mlir\22:38:16)"
    %10 = arith.cmpi sgt, %arg3, %c0 : index
    %11 = scf.if %10 -> (i1) {
      %12 = arith.subi %arg3, %c1 : index
      %13 = arith.muli %12, %c1_4 : index
      %14 = arith.addi %c0_3, %13 : index
      %15 = arith.cmpi sge, %14, %c0 : index
      %16 = arith.cmpi slt, %14, %sizes#2 : index
      %17 = arith.andi %15, %16 : i1
      scf.yield %17 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %11, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?]>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>\0A^ subview runs out-of-bounds along dimension 2\0ALocation: loc(\22input.mlir\22:38:16)"
    %subview = memref.subview %arg0[%arg4, 0, 0] [%arg1, %arg2, %arg3] [1, 1, 1] : memref<10x4x1xf32, strided<[?, ?, ?]>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %alloca = memref.alloca() : memref<1xf32>
    %alloca_0 = memref.alloca() : memref<4x4xf32>
    %cast = memref.cast %alloca_0 : memref<4x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
    %c0_1 = arith.constant 0 : index
    %0 = arith.cmpi eq, %offset, %c0_1 : index
    cf.assert %0, "ERROR: Runtime op verification failed\0A%cast = memref.cast %alloca_0 : memref<4x4xf32> to memref<?x4xf32>\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:52:19)"
    %c4_2 = arith.constant 4 : index
    %1 = arith.cmpi eq, %strides#0, %c4_2 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %alloca_0 : memref<4x4xf32> to memref<?x4xf32>\0A^ stride mismatch of dim 0\0ALocation: loc(\22input.mlir\22:52:19)"
    %c1_3 = arith.constant 1 : index
    %2 = arith.cmpi eq, %strides#1, %c1_3 : index
    cf.assert %2, "ERROR: Runtime op verification failed\0A%cast = memref.cast %alloca_0 : memref<4x4xf32> to memref<?x4xf32>\0A^ stride mismatch of dim 1\0ALocation: loc(\22input.mlir\22:52:19)"
    %cast_4 = memref.cast %alloca_0 : memref<4x4xf32> to memref<?x4xf32>
    call @subview_dynamic_rank_reduce(%cast_4, %c5, %c5, %c1) : (memref<?x4xf32>, index, index, index) -> ()
    call @subview(%alloca, %c1) : (memref<1xf32>, index) -> ()
    call @subview(%alloca, %c-1) : (memref<1xf32>, index) -> ()
    call @subview_dynamic(%cast_4, %c0, %c5, %c1) : (memref<?x4xf32>, index, index, index) -> ()
    call @subview_dynamic(%cast_4, %c0, %c4, %c4) : (memref<?x4xf32>, index, index, index) -> ()
    call @subview(%alloca, %c0) : (memref<1xf32>, index) -> ()
    call @subview_dynamic(%cast_4, %c0, %c4, %c1) : (memref<?x4xf32>, index, index, index) -> ()
    call @subview_dynamic_rank_reduce(%cast_4, %c0, %c1, %c0) : (memref<?x4xf32>, index, index, index) -> ()
    %alloca_5 = memref.alloca() : memref<10x4x1xf32>
    %cast_6 = memref.cast %alloca_5 : memref<10x4x1xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %base_buffer_7, %offset_8, %sizes_9:3, %strides_10:3 = memref.extract_strided_metadata %cast_6 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
    %c0_11 = arith.constant 0 : index
    %3 = arith.cmpi eq, %offset_8, %c0_11 : index
    cf.assert %3, "ERROR: Runtime op verification failed\0A%cast_2 = memref.cast %alloca_1 : memref<10x4x1xf32> to memref<10x4x1xf32, strided<[?, ?, ?]>>\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:62:31)"
    %cast_12 = memref.cast %alloca_5 : memref<10x4x1xf32> to memref<10x4x1xf32, strided<[?, ?, ?]>>
    %c0_13 = arith.constant 0 : index
    %c4_14 = arith.constant 4 : index
    %c1_15 = arith.constant 1 : index
    call @subview_zero_size_dim(%cast_12, %c0_13, %c4_14, %c1_15) : (memref<10x4x1xf32, strided<[?, ?, ?]>>, index, index, index) -> ()
    %c10 = arith.constant 10 : index
    call @subview_with_empty_slice(%cast_12, %c0_13, %c4_14, %c1_15, %c10) : (memref<10x4x1xf32, strided<[?, ?, ?]>>, index, index, index, index) -> ()
    %4 = scf.execute_region -> index {
      scf.yield %c0 : index
    }
    return
  }
}

