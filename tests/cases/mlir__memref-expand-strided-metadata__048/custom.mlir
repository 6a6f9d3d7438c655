module {
  func.func @chain(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [%arg2, 8] : memref<?xf32> into memref<?x8xf32>
    %subview = memref.subview %expand_shape[%arg1, 2] [%arg2, 6] [1, 1] : memref<?x8xf32> to memref<?x6xf32, strided<[8, 1], offset: ?>>
    %subview_0 = memref.subview %subview[1, %arg1] [%arg2, 4] [1, 1] : memref<?x6xf32, strided<[8, 1], offset: ?>> to memref<?x4xf32, strided<[8, 1], offset: ?>>
    %cast = memref.cast %subview_0 : memref<?x4xf32, strided<[8, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
    return %cast : memref<?x4xf32, strided<[?, 1], offset: ?>>
  }
}

