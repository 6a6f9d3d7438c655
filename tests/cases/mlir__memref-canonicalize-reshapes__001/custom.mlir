module {
  func.func @expand_of_collapse(%arg0: memref<3x4x4xf32>, %arg1: memref<2x3x4x5xf32>, %arg2: memref<?x4xf32>, %arg3: index) -> (memref<12x4xf32>, memref<6x20xf32>, memref<3x2x2x4xf32>, memref<?x2x2xf32>) {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<3x4x4xf32> into memref<48xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1]] output_shape [12, 4] : memref<48xf32> into memref<12x4xf32>
    %collapse_shape_0 = memref.collapse_shape %arg1 [[0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
    %expand_shape_1 = memref.expand_shape %collapse_shape_0 [[0, 1]] output_shape [6, 20] : memref<120xf32> into memref<6x20xf32>
    %collapse_shape_2 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<3x4x4xf32> into memref<12x4xf32>
    %expand_shape_3 = memref.expand_shape %collapse_shape_2 [[0, 1, 2], [3]] output_shape [3, 2, 2, 4] : memref<12x4xf32> into memref<3x2x2x4xf32>
    %collapse_shape_4 = memref.collapse_shape %arg2 [[0, 1]] : memref<?x4xf32> into memref<?xf32>
    %expand_shape_5 = memref.expand_shape %collapse_shape_4 [[0, 1, 2]] output_shape [%arg3, 2, 2] : memref<?xf32> into memref<?x2x2xf32>
    return %expand_shape, %expand_shape_1, %expand_shape_3, %expand_shape_5 : memref<12x4xf32>, memref<6x20xf32>, memref<3x2x2x4xf32>, memref<?x2x2xf32>
  }
}

