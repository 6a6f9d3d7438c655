module {
  func.func @memcpy_helper(%arg0: memref<?xf32>, %arg1: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %c0_0 = arith.constant 0 : index
    %dim_1 = memref.dim %arg1, %c0_0 : memref<?xf32>
    %0 = arith.cmpi eq, %dim, %dim_1 : index
    cf.assert %0, "ERROR: Runtime op verification failed\0Amemref.copy %arg0, %arg1 : memref<?xf32> to memref<?xf32>\0A^ size of 0-th source/target dim does not match\0ALocation: loc(\22input.mlir\22:4:3)"
    memref.copy %arg0, %arg1 : memref<?xf32> to memref<?xf32>
    return
  }
  func.func @main() {
    %alloca = memref.alloca() : memref<4xf32>
    %alloca_0 = memref.alloca() : memref<5xf32>
    %cast = memref.cast %alloca : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cast : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %c0 = arith.constant 0 : index
    %0 = arith.cmpi eq, %offset, %c0 : index
    cf.assert %0, "ERROR: Runtime op verification failed\0A%cast = memref.cast %alloca : memref<4xf32> to memref<?xf32>\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:11:12)"
    %c1 = arith.constant 1 : index
    %1 = arith.cmpi eq, %strides, %c1 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %alloca : memref<4xf32> to memref<?xf32>\0A^ stride mismatch of dim 0\0ALocation: loc(\22input.mlir\22:11:12)"
    %cast_1 = memref.cast %alloca : memref<4xf32> to memref<?xf32>
    %cast_2 = memref.cast %alloca_0 : memref<5xf32> to memref<?xf32, strided<[?], offset: ?>>
    %base_buffer_3, %offset_4, %sizes_5, %strides_6 = memref.extract_strided_metadata %cast_2 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %c0_7 = arith.constant 0 : index
    %2 = arith.cmpi eq, %offset_4, %c0_7 : index
    cf.assert %2, "ERROR: Runtime op verification failed\0A%cast_1 = memref.cast %alloca_0 : memref<5xf32> to memref<?xf32>\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:12:12)"
    %c1_8 = arith.constant 1 : index
    %3 = arith.cmpi eq, %strides_6, %c1_8 : index
    cf.assert %3, "ERROR: Runtime op verification failed\0A%cast_1 = memref.cast %alloca_0 : memref<5xf32> to memref<?xf32>\0A^ stride mismatch of dim 0\0ALocation: loc(\22input.mlir\22:12:12)"
    %cast_9 = memref.cast %alloca_0 : memref<5xf32> to memref<?xf32>
    call @memcpy_helper(%cast_1, %cast_9) : (memref<?xf32>, memref<?xf32>) -> ()
    return
  }
}

