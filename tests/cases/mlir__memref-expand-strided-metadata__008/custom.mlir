module {
  func.func @simplify_expand_shape(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index) -> memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1, 2, 3], [4, 5, 6, 7]] output_shape [%arg10, 7, 8, 9, 10, 2, %arg11, 3] : memref<?x?xf32, strided<[?, ?], offset: ?>> into memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>
    return %expand_shape : memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>
  }
}

