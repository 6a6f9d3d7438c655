module {
  func.func @f(%arg0: memref<4x5x6xf32>) -> memref<4x5x2x3xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [4, 5, 2, 3] : memref<4x5x6xf32> into memref<4x5x2x3xf32>
    return %expand_shape : memref<4x5x2x3xf32>
  }
  func.func @g(%arg0: memref<4x5x2x3xf32>) -> memref<4x5x6xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1], [2, 3]] : memref<4x5x2x3xf32> into memref<4x5x6xf32>
    return %collapse_shape : memref<4x5x6xf32>
  }
  func.func @h(%arg0: memref<4x6xf32>) -> memref<4x2x3xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 2, 3] : memref<4x6xf32> into memref<4x2x3xf32>
    return %expand_shape : memref<4x2x3xf32>
  }
}

