module {
  func.func @main() {
    %alloca = memref.alloca() : memref<5xf64>
    %intptr = memref.extract_aligned_pointer_as_index %alloca : memref<5xf64> -> index
    %c8 = arith.constant 8 : index
    %0 = arith.remui %intptr, %c8 : index
    %c0 = arith.constant 0 : index
    %1 = arith.cmpi eq, %0, %c0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%assume_align = memref.assume_alignment %alloca, 8 : memref<5xf64>\0A^ memref is not aligned to 8\0ALocation: loc(\22input.mlir\22:12:8)"
    %assume_align = memref.assume_alignment %alloca, 8 : memref<5xf64>
    return
  }
  func.func @unaligned(%arg0: memref<1xf32>) {
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<1xf32> -> index
    %c4 = arith.constant 4 : index
    %0 = arith.remui %intptr, %c4 : index
    %c0 = arith.constant 0 : index
    %1 = arith.cmpi eq, %0, %c0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%assume_align = memref.assume_alignment %arg0, 4 : memref<1xf32>\0A^ memref is not aligned to 4\0ALocation: loc(\22input.mlir\22:17:13)"
    %assume_align = memref.assume_alignment %arg0, 4 : memref<1xf32>
    return
  }
}

