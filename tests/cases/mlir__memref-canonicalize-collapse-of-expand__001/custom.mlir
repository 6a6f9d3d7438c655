module {
  func.func @g(%arg0: memref<?xf32>, %arg1: index) -> memref<?x2xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1, 2]] output_shape [%arg1, 2, 2] : memref<?xf32> into memref<?x2x2xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1], [2]] : memref<?x2x2xf32> into memref<?x2xf32>
    return %collapse_shape : memref<?x2xf32>
  }
  func.func @h(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [%arg1, 2, %arg2, 1] : memref<?x?xf32> into memref<?x2x?x1xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0], [1, 2, 3]] : memref<?x2x?x1xf32> into memref<?x?xf32>
    return %collapse_shape : memref<?x?xf32>
  }
  func.func @k(%arg0: memref<?xf32>, %arg1: index) -> memref<?x2xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1, 2]] output_shape [2, %arg1, 2] : memref<?xf32> into memref<2x?x2xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1], [2]] : memref<2x?x2xf32> into memref<?x2xf32>
    return %collapse_shape : memref<?x2xf32>
  }
  func.func @l(%arg0: memref<?xf32>, %arg1: index) -> memref<1x?xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1, 2]] output_shape [1, 1, %arg1] : memref<?xf32> into memref<1x1x?xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1], [2]] : memref<1x1x?xf32> into memref<1x?xf32>
    return %collapse_shape : memref<1x?xf32>
  }
}

