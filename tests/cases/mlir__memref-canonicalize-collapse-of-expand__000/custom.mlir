module {
  func.func @f(%arg0: memref<?x4xf32>, %arg1: index) -> memref<?x2x2xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%arg1, 1, 4] : memref<?x4xf32> into memref<?x1x4xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1], [2]] : memref<?x1x4xf32> into memref<?x4xf32>
    %expand_shape_0 = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [%arg1, 2, 2] : memref<?x4xf32> into memref<?x2x2xf32>
    %collapse_shape_1 = memref.collapse_shape %expand_shape_0 [[0], [1], [2]] : memref<?x2x2xf32> into memref<?x2x2xf32>
    "test.use"(%collapse_shape) : (memref<?x4xf32>) -> ()
    return %collapse_shape_1 : memref<?x2x2xf32>
  }
  func.func @g(%arg0: memref<?xf32>, %arg1: index) -> memref<?x4xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1, 2]] output_shape [%arg1, 2, 2] : memref<?xf32> into memref<?x2x2xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0], [1, 2]] : memref<?x2x2xf32> into memref<?x4xf32>
    return %collapse_shape : memref<?x4xf32>
  }
}

