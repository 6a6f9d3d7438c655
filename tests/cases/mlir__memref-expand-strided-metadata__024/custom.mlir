module {
  func.func @simplify_collapse_with_dim_of_size1_and_resulting_dyn_stride(%arg0: memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>>) -> memref<6x1xi32, strided<[?, ?], offset: ?>> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2, 3, 4]] : memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>> into memref<6x1xi32, strided<[?, ?], offset: ?>>
    return %collapse_shape : memref<6x1xi32, strided<[?, ?], offset: ?>>
  }
}

