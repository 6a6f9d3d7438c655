module {
  func.func @f(%arg0: memref<?x4xf32>, %arg1: index) -> memref<?x2x2xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [%arg1, 2, 2] : memref<?x4xf32> into memref<?x2x2xf32>
    "test.use"(%arg0) : (memref<?x4xf32>) -> ()
    return %expand_shape : memref<?x2x2xf32>
  }
  func.func @g(%arg0: memref<?xf32>, %arg1: index) -> memref<?x4xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>
    return %expand_shape : memref<?x4xf32>
  }
}

