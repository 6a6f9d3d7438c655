module {
  func.func @collapse_of_expand(%arg0: memref<12x4xf32>, %arg1: memref<?x?xf32>, %arg2: index) -> (memref<48xf32>, memref<3x4x4xf32>, memref<12x4xf32>, memref<?x?xf32>) {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x4x4xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1, 2]] : memref<3x4x4xf32> into memref<48xf32>
    %expand_shape_0 = memref.expand_shape %arg0 [[0, 1, 2], [3]] output_shape [3, 2, 2, 4] : memref<12x4xf32> into memref<3x2x2x4xf32>
    %collapse_shape_1 = memref.collapse_shape %expand_shape_0 [[0], [1, 2], [3]] : memref<3x2x2x4xf32> into memref<3x4x4xf32>
    %collapse_shape_2 = memref.collapse_shape %expand_shape [[0, 1], [2]] : memref<3x4x4xf32> into memref<12x4xf32>
    %expand_shape_3 = memref.expand_shape %arg1 [[0, 1], [2]] output_shape [%arg2, 1, %arg2] : memref<?x?xf32> into memref<?x1x?xf32>
    %collapse_shape_4 = memref.collapse_shape %expand_shape_3 [[0], [1, 2]] : memref<?x1x?xf32> into memref<?x?xf32>
    return %collapse_shape, %collapse_shape_1, %collapse_shape_2, %collapse_shape_4 : memref<48xf32>, memref<3x4x4xf32>, memref<12x4xf32>, memref<?x?xf32>
  }
}

