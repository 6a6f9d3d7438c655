module {
  func.func @expand_zero(%arg0: memref<?xf32>, %arg1: index) -> (memref<?x0xf32>, memref<0x?xf32>) {
    %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [%arg1, 0] : memref<?xf32> into memref<?x0xf32>
    %expand_shape_0 = memref.expand_shape %arg0 [[0, 1]] output_shape [0, %arg1] : memref<?xf32> into memref<0x?xf32>
    return %expand_shape, %expand_shape_0 : memref<?x0xf32>, memref<0x?xf32>
  }
}

