module {
  func.func @reshapes(%arg0: memref<2x3x4xf32>, %arg1: index) -> (memref<24xf32>, memref<2x3x4xf32>, memref<2x3x2x2xf32>) {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
    %expand_shape = memref.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32> into memref<2x3x2x2xf32>
    return %collapse_shape, %arg0, %expand_shape : memref<24xf32>, memref<2x3x4xf32>, memref<2x3x2x2xf32>
  }
}

