module {
  func.func @collapse_of_expand(%arg0: memref<12x4xf32>, %arg1: memref<?x?xf32>, %arg2: index) -> (memref<48xf32>, memref<3x4x4xf32>, memref<12x4xf32>, memref<?x?xf32>) {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<12x4xf32> into memref<48xf32>
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x4x4xf32>
    %expand_shape_0 = memref.expand_shape %arg1 [[0, 1], [2]] output_shape [%arg2, 1, %arg2] : memref<?x?xf32> into memref<?x1x?xf32>
    %collapse_shape_1 = memref.collapse_shape %expand_shape_0 [[0], [1, 2]] : memref<?x1x?xf32> into memref<?x?xf32>
    return %collapse_shape, %expand_shape, %arg0, %collapse_shape_1 : memref<48xf32>, memref<3x4x4xf32>, memref<12x4xf32>, memref<?x?xf32>
  }
}

