module {
  func.func @collapse_units(%arg0: memref<?x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>>) -> (index, index, index, index, index) {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2], [3]] : memref<?x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %collapse_shape : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
    return %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : index, index, index, index, index
  }
}

