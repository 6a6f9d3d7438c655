module {
  func.func @f(%arg0: memref<4x?x1xf32, strided<[?, ?, 1]>>) {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<4x?x1xf32, strided<[?, ?, 1]>> into memref<?xf32, strided<[?]>>
    return
  }
}

