module @outer {
  func.func @f(%arg0: memref<?xi32>, %arg1: index, %arg2: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?xi32>
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %dim : index
    %2 = arith.andi %0, %1 : i1
    cf.assert %2, "ERROR: Runtime op verification failed\0A%0 = memref.atomic_rmw addi %arg2, %arg0[%arg1] : (i32, memref<?xi32>) -> i32\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:5:10)"
    %3 = memref.atomic_rmw addi %arg2, %arg0[%arg1] : (i32, memref<?xi32>) -> i32
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32> -> index
    %c64 = arith.constant 64 : index
    %4 = arith.remui %intptr, %c64 : index
    %c0_1 = arith.constant 0 : index
    %5 = arith.cmpi eq, %4, %c0_1 : index
    cf.assert %5, "ERROR: Runtime op verification failed\0A%assume_align = memref.assume_alignment %arg0, 64 : memref<?xi32>\0A^ memref is not aligned to 64\0ALocation: loc(\22input.mlir\22:6:5)"
    %assume_align = memref.assume_alignment %arg0, 64 : memref<?xi32>
    return %3 : i32
  }
  module @inner {
    func.func @g(%arg0: tensor<?xi32>, %arg1: index) -> i32 {
      %c0 = arith.constant 0 : index
      %c0_0 = arith.constant 0 : index
      %dim = tensor.dim %arg0, %c0_0 : tensor<?xi32>
      %0 = arith.cmpi sge, %arg1, %c0 : index
      %1 = arith.cmpi slt, %arg1, %dim : index
      %2 = arith.andi %0, %1 : i1
      cf.assert %2, "ERROR: Runtime op verification failed\0A%extracted = tensor.extract %arg0[%arg1] : tensor<?xi32>\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:11:12)"
      %extracted = tensor.extract %arg0[%arg1] : tensor<?xi32>
      return %extracted : i32
    }
  }
}

