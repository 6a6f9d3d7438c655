module {
  func.func @fold_memref_alias_expand_shape_subview_load_store_dynamic_dim(%arg0: memref<2048x16xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
    %subview = memref.subview %arg0[%arg2, 0] [%arg1, 16] [1, 1] : memref<2048x16xf32> to memref<?x16xf32, strided<[16, 1], offset: ?>>
    %expand_shape = memref.expand_shape %subview [[0], [1, 2, 3]] output_shape [%arg4, 1, 8, 2] : memref<?x16xf32, strided<[16, 1], offset: ?>> into memref<?x1x8x2xf32, strided<[16, 16, 2, 1], offset: ?>>
    %dim = memref.dim %expand_shape, %arg3 : memref<?x1x8x2xf32, strided<[16, 16, 2, 1], offset: ?>>
    affine.for %arg5 = 0 to %dim step 64 {
      affine.for %arg6 = 0 to 16 step 16 {
        %0 = affine.load %expand_shape[%arg5, 0, %arg6, %arg6] : memref<?x1x8x2xf32, strided<[16, 16, 2, 1], offset: ?>>
        affine.store %0, %subview[%arg5, %arg6] : memref<?x16xf32, strided<[16, 1], offset: ?>>
      }
    }
    return
  }
}

