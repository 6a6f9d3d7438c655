module {
  func.func @cast_to_static_dim(%arg0: memref<?xf32>) -> memref<10xf32> {
    %cast = memref.cast %arg0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cast : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %c10 = arith.constant 10 : index
    %0 = arith.cmpi eq, %dim, %c10 : index
    cf.assert %0, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?xf32> to memref<10xf32>\0A^ size mismatch of dim 0\0ALocation: loc(\22input.mlir\22:3:8)"
    %c0_0 = arith.constant 0 : index
    %1 = arith.cmpi eq, %offset, %c0_0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?xf32> to memref<10xf32>\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:3:8)"
    %c1 = arith.constant 1 : index
    %2 = arith.cmpi eq, %strides, %c1 : index
    cf.assert %2, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?xf32> to memref<10xf32>\0A^ stride mismatch of dim 0\0ALocation: loc(\22input.mlir\22:3:8)"
    %cast_1 = memref.cast %arg0 : memref<?xf32> to memref<10xf32>
    return %cast_1 : memref<10xf32>
  }
  func.func @cast_to_ranked(%arg0: memref<*xf32>) -> memref<f32> {
    %0 = memref.rank %arg0 : memref<*xf32>
    %c0 = arith.constant 0 : index
    %1 = arith.cmpi eq, %0, %c0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<*xf32> to memref<f32>\0A^ rank mismatch\0ALocation: loc(\22input.mlir\22:8:8)"
    %cast = memref.cast %arg0 : memref<*xf32> to memref<f32, strided<[], offset: ?>>
    %base_buffer, %offset = memref.extract_strided_metadata %cast : memref<f32, strided<[], offset: ?>> -> memref<f32>, index
    %c0_0 = arith.constant 0 : index
    %2 = arith.cmpi eq, %offset, %c0_0 : index
    cf.assert %2, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<*xf32> to memref<f32>\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:8:8)"
    %cast_1 = memref.cast %arg0 : memref<*xf32> to memref<f32>
    return %cast_1 : memref<f32>
  }
  func.func @cast_to_static_strides(%arg0: memref<?xf32, strided<[?]>>) -> memref<?xf32, strided<[9]>> {
    %cast = memref.cast %arg0 : memref<?xf32, strided<[?]>> to memref<?xf32, strided<[?], offset: ?>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cast : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %c0 = arith.constant 0 : index
    %0 = arith.cmpi eq, %offset, %c0 : index
    cf.assert %0, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?xf32, strided<[?]>> to memref<?xf32, strided<[9]>>\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:14:8)"
    %c9 = arith.constant 9 : index
    %1 = arith.cmpi eq, %strides, %c9 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<?xf32, strided<[?]>> to memref<?xf32, strided<[9]>>\0A^ stride mismatch of dim 0\0ALocation: loc(\22input.mlir\22:14:8)"
    %cast_0 = memref.cast %arg0 : memref<?xf32, strided<[?]>> to memref<?xf32, strided<[9]>>
    return %cast_0 : memref<?xf32, strided<[9]>>
  }
  func.func @valid_cast(%arg0: memref<*xf32>) -> memref<?xf32> {
    %0 = memref.rank %arg0 : memref<*xf32>
    %c1 = arith.constant 1 : index
    %1 = arith.cmpi eq, %0, %c1 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32>\0A^ rank mismatch\0ALocation: loc(\22input.mlir\22:20:8)"
    %cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cast : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %c0 = arith.constant 0 : index
    %2 = arith.cmpi eq, %offset, %c0 : index
    cf.assert %2, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32>\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:20:8)"
    %c1_0 = arith.constant 1 : index
    %3 = arith.cmpi eq, %strides, %c1_0 : index
    cf.assert %3, "ERROR: Runtime op verification failed\0A%cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32>\0A^ stride mismatch of dim 0\0ALocation: loc(\22input.mlir\22:20:8)"
    %cast_1 = memref.cast %arg0 : memref<*xf32> to memref<?xf32>
    return %cast_1 : memref<?xf32>
  }
  func.func @main() {
    %alloc = memref.alloc() : memref<5xf32>
    %cast = memref.cast %alloc : memref<5xf32> to memref<?xf32, strided<[?], offset: ?>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cast : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %c0 = arith.constant 0 : index
    %0 = arith.cmpi eq, %offset, %c0 : index
    cf.assert %0, "ERROR: Runtime op verification failed\0A%cast = memref.cast %alloc : memref<5xf32> to memref<?xf32>\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:26:8)"
    %c1 = arith.constant 1 : index
    %1 = arith.cmpi eq, %strides, %c1 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %alloc : memref<5xf32> to memref<?xf32>\0A^ stride mismatch of dim 0\0ALocation: loc(\22input.mlir\22:26:8)"
    %cast_0 = memref.cast %alloc : memref<5xf32> to memref<?xf32>
    %2 = call @cast_to_static_dim(%cast_0) : (memref<?xf32>) -> memref<10xf32>
    %cast_1 = memref.cast %alloc : memref<5xf32> to memref<*xf32>
    %3 = call @cast_to_ranked(%cast_1) : (memref<*xf32>) -> memref<f32>
    %cast_2 = memref.cast %alloc : memref<5xf32> to memref<?xf32, strided<[?], offset: ?>>
    %base_buffer_3, %offset_4, %sizes_5, %strides_6 = memref.extract_strided_metadata %cast_2 : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %c0_7 = arith.constant 0 : index
    %4 = arith.cmpi eq, %offset_4, %c0_7 : index
    cf.assert %4, "ERROR: Runtime op verification failed\0A%cast_1 = memref.cast %alloc : memref<5xf32> to memref<?xf32, strided<[?]>>\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:30:8)"
    %cast_8 = memref.cast %alloc : memref<5xf32> to memref<?xf32, strided<[?]>>
    %5 = call @cast_to_static_strides(%cast_8) : (memref<?xf32, strided<[?]>>) -> memref<?xf32, strided<[9]>>
    %6 = call @valid_cast(%cast_1) : (memref<*xf32>) -> memref<?xf32>
    memref.dealloc %alloc : memref<5xf32>
    return
  }
}

