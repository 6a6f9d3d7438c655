module {
  func.func @subview(%arg0: memref<1xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<1xf32> -> memref<f32>, index, index, index
    %0 = arith.cmpi eq, %c1, %c0 : index
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
    cf.assert %1, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1] [1] [1] : memref<1xf32> to memref<1xf32, strided<[1], offset: ?>>\0A^ offset 0 is out-of-bounds\0ALocation: loc(\22input.mlir\22:6:3)"
    %2 = arith.cmpi sgt, %c1, %c0 : index
    %3 = scf.if %2 -> (i1) {
      %4 = arith.subi %c1, %c1 : index
      %5 = arith.muli %4, %c1 : index
      %6 = arith.addi %arg1, %5 : index
      %7 = arith.cmpi sge, %6, %c0 : index
      %8 = arith.cmpi slt, %6, %sizes : index
      %9 = arith.andi %7, %8 : i1
      scf.yield %9 : i1
    } else {
      %true = arith.constant true
      scf.yield %true : i1
    }
    cf.assert %3, "ERROR: Runtime op verification failed\0A%subview = memref.subview %arg0[%arg1] [1] [1] : memref<1xf32> to memref<1xf32, strided<[1], offset: ?>>\0A^ subview runs out-of-bounds along dimension 0\0ALocation: loc(\22input.mlir\22:6:3)"
    return
  }
  func.func @load_scf(%arg0: index) -> index {
    %0 = scf.execute_region -> index {
      scf.yield %arg0 : index
    }
    return %0 : index
  }
}

