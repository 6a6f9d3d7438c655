module {
  func.func @m(%arg0: memref<?x5xf32>, %arg1: index, %arg2: index) -> memref<?x5xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1, 2], [3]] output_shape [%arg1, 3, %arg2, 5] : memref<?x5xf32> into memref<?x3x?x5xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1], [2], [3]] : memref<?x3x?x5xf32> into memref<?x?x5xf32>
    %c2 = arith.constant 2 : index
    %expand_shape_0 = memref.expand_shape %arg0 [[0, 1, 2, 3], [4]] output_shape [%arg1, %c2, %arg2, 7, 5] : memref<?x5xf32> into memref<?x?x?x7x5xf32>
    %collapse_shape_1 = memref.collapse_shape %expand_shape_0 [[0, 1, 2, 3], [4]] : memref<?x?x?x7x5xf32> into memref<?x5xf32>
    %expand_shape_2 = memref.expand_shape %arg0 [[0, 1, 2, 3], [4]] output_shape [%arg1, %c2, %arg2, 7, 5] : memref<?x5xf32> into memref<?x?x?x7x5xf32>
    %collapse_shape_3 = memref.collapse_shape %expand_shape_2 [[0], [1, 2, 3], [4]] : memref<?x?x?x7x5xf32> into memref<?x?x5xf32>
    "test.use"(%collapse_shape, %collapse_shape_1, %collapse_shape_3) : (memref<?x?x5xf32>, memref<?x5xf32>, memref<?x?x5xf32>) -> ()
    return %arg0 : memref<?x5xf32>
  }
}

