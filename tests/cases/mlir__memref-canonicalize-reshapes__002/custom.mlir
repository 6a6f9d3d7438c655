module {
  func.func @expand_of_collapse_more(%arg0: memref<2x3x?xf32>, %arg1: memref<1x6x1xf32>, %arg2: index) -> (memref<6x?xf32>, memref<6xf32>, memref<2x3xf32>) {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<2x3x?xf32> into memref<?xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1]] output_shape [6, %arg2] : memref<?xf32> into memref<6x?xf32>
    %collapse_shape_0 = memref.collapse_shape %arg1 [[0, 1, 2]] : memref<1x6x1xf32> into memref<6xf32>
    %expand_shape_1 = memref.expand_shape %collapse_shape_0 [[0, 1, 2]] output_shape [1, 6, 1] : memref<6xf32> into memref<1x6x1xf32>
    %collapse_shape_2 = memref.collapse_shape %expand_shape_1 [[0, 1, 2]] : memref<1x6x1xf32> into memref<6xf32>
    %expand_shape_3 = memref.expand_shape %collapse_shape_2 [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
    return %expand_shape, %collapse_shape_2, %expand_shape_3 : memref<6x?xf32>, memref<6xf32>, memref<2x3xf32>
  }
}

