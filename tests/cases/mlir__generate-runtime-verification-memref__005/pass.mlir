module {
  func.func @expand_shape_dynamic(%arg0: memref<?xf32>, %arg1: index, %arg2: index) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %c1 = arith.constant 1 : index
    %0 = arith.remsi %dim, %c1 : index
    %c0_0 = arith.constant 0 : index
    %1 = arith.cmpi eq, %0, %c0_0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [%arg1, %arg2] : memref<?xf32> into memref<?x?xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22input.mlir\22:4:8)"
    %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [%arg1, %arg2] : memref<?xf32> into memref<?x?xf32>
    return
  }
  func.func @expand_shape_mixed(%arg0: memref<?xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %c5 = arith.constant 5 : index
    %0 = arith.remsi %dim, %c5 : index
    %c0_0 = arith.constant 0 : index
    %1 = arith.cmpi eq, %0, %c0_0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [%arg1, 5] : memref<?xf32> into memref<?x5xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22input.mlir\22:11:8)"
    %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [%arg1, 5] : memref<?xf32> into memref<?x5xf32>
    return
  }
  func.func @expand_shape_multi_group(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %c1 = arith.constant 1 : index
    %0 = arith.remsi %dim, %c1 : index
    %c0_0 = arith.constant 0 : index
    %1 = arith.cmpi eq, %0, %c0_0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%expand_shape = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [%arg1, %arg2, 4] : memref<?x?xf32> into memref<?x?x4xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22input.mlir\22:18:8)"
    %c1_1 = arith.constant 1 : index
    %dim_2 = memref.dim %arg0, %c1_1 : memref<?x?xf32>
    %c4 = arith.constant 4 : index
    %2 = arith.remsi %dim_2, %c4 : index
    %c0_3 = arith.constant 0 : index
    %3 = arith.cmpi eq, %2, %c0_3 : index
    cf.assert %3, "ERROR: Runtime op verification failed\0A%expand_shape = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [%arg1, %arg2, 4] : memref<?x?xf32> into memref<?x?x4xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22input.mlir\22:18:8)"
    %expand_shape = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [%arg1, %arg2, 4] : memref<?x?xf32> into memref<?x?x4xf32>
    return
  }
  func.func @main() {
    %alloca = memref.alloca() : memref<10xf32>
    %cast = memref.cast %alloca : memref<10xf32> to memref<?xf32, strided<[?], offset: ?>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cast : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %c0 = arith.constant 0 : index
    %0 = arith.cmpi eq, %offset, %c0 : index
    cf.assert %0, "ERROR: Runtime op verification failed\0A%cast = memref.cast %alloca : memref<10xf32> to memref<?xf32>\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:25:20)"
    %c1 = arith.constant 1 : index
    %1 = arith.cmpi eq, %strides, %c1 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%cast = memref.cast %alloca : memref<10xf32> to memref<?xf32>\0A^ stride mismatch of dim 0\0ALocation: loc(\22input.mlir\22:25:20)"
    %cast_0 = memref.cast %alloca : memref<10xf32> to memref<?xf32>
    %alloca_1 = memref.alloca() : memref<3x20xf32>
    %cast_2 = memref.cast %alloca_1 : memref<3x20xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %base_buffer_3, %offset_4, %sizes_5:2, %strides_6:2 = memref.extract_strided_metadata %cast_2 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
    %c0_7 = arith.constant 0 : index
    %2 = arith.cmpi eq, %offset_4, %c0_7 : index
    cf.assert %2, "ERROR: Runtime op verification failed\0A%cast_1 = memref.cast %alloca_0 : memref<3x20xf32> to memref<?x?xf32>\0A^ offset mismatch\0ALocation: loc(\22input.mlir\22:27:22)"
    %c1_8 = arith.constant 1 : index
    %3 = arith.cmpi eq, %strides_6#1, %c1_8 : index
    cf.assert %3, "ERROR: Runtime op verification failed\0A%cast_1 = memref.cast %alloca_0 : memref<3x20xf32> to memref<?x?xf32>\0A^ stride mismatch of dim 1\0ALocation: loc(\22input.mlir\22:27:22)"
    %cast_9 = memref.cast %alloca_1 : memref<3x20xf32> to memref<?x?xf32>
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    call @expand_shape_dynamic(%cast_0, %c3, %c5) : (memref<?xf32>, index, index) -> ()
    call @expand_shape_dynamic(%cast_0, %c2, %c5) : (memref<?xf32>, index, index) -> ()
    call @expand_shape_mixed(%cast_0, %c4) : (memref<?xf32>, index) -> ()
    call @expand_shape_mixed(%cast_0, %c2) : (memref<?xf32>, index) -> ()
    call @expand_shape_multi_group(%cast_9, %c3, %c5) : (memref<?x?xf32>, index, index) -> ()
    return
  }
}

