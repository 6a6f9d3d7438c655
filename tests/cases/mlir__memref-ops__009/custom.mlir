module {
  func.func @f(%arg0: memref<?xf32>, %arg1: index) {
    %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [4, 5] : memref<?xf32> into memref<4x?xf32>
    return
  }
}

