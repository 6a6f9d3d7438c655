module {
  func.func @reshapes(%arg0: memref<2x3x4xf32>, %arg1: index) -> (memref<24xf32>, memref<2x3x4xf32>, memref<2x3x2x2xf32>) {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
    %collapse_shape_0 = memref.collapse_shape %collapse_shape [[0, 1]] : memref<6x4xf32> into memref<24xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
    %expand_shape_1 = memref.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32> into memref<2x3x2x2xf32>
    %collapse_shape_2 = memref.collapse_shape %expand_shape_1 [[0], [1], [2, 3]] : memref<2x3x2x2xf32> into memref<2x3x4xf32>
    %expand_shape_3 = memref.expand_shape %collapse_shape_2 [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32> into memref<2x3x2x2xf32>
    return %collapse_shape_0, %expand_shape, %expand_shape_3 : memref<24xf32>, memref<2x3x4xf32>, memref<2x3x2x2xf32>
  }
}

