module {
  func.func @store_dynamic(%arg0: memref<?xf32>, %arg1: index) {
    %cst = arith.constant 1.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %dim : index
    %2 = arith.andi %0, %1 : i1
    cf.assert %2, "ERROR: Runtime op verification failed\0A%0 = memref.atomic_rmw addf %cst, %arg0[%arg1] : (f32, memref<?xf32>) -> f32\0A^ out-of-bounds access\0ALocation: loc(\22input.mlir\22:4:3)"
    %3 = memref.atomic_rmw addf %cst, %arg0[%arg1] : (f32, memref<?xf32>) -> f32
    return
  }
  func.func @main() {
    %alloca = memref.alloca() : memref<10xf32>
    %intptr = memref.extract_aligned_pointer_as_index %alloca : memref<10xf32> -> index
    %0 = arith.index_cast %intptr : index to i64
    %cast = memref.cast %alloca : memref<10xf32> to memref<?xf32, strided<[?], offset: ?>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cast : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %c0 = arith.constant 0 : index
    %1 = arith.cmpi eq, %offset, %c0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %alloca : memref<10xf32> to memref<?xf32>\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:12:11)"
    %c1 = arith.constant 1 : index
    %2 = arith.cmpi eq, %strides, %c1 : index
    cf.assert %2, "ERROR: Runtime op verification failed\0A%cast = memref.cast %alloca : memref<10xf32> to memref<?xf32>\0A^ stride mismatch of dim 0\0ALocation: loc(\22input.mlir\22:12:11)"
    %cast_0 = memref.cast %alloca : memref<10xf32> to memref<?xf32>
    %c9 = arith.constant 9 : index
    call @store_dynamic(%cast_0, %c9) : (memref<?xf32>, index) -> ()
    return
  }
}

