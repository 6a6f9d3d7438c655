module {
  func.func @simplify_collapse_with_dim_of_size1_and_non_1_stride(%arg0: memref<1x1xi32, strided<[2, 1], offset: ?>>) -> memref<1xi32, strided<[2], offset: ?>> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<1x1xi32, strided<[2, 1], offset: ?>> into memref<1xi32, strided<[2], offset: ?>>
    return %collapse_shape : memref<1xi32, strided<[2], offset: ?>>
  }
}

