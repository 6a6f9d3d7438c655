module {
  func.func @f(%arg0: memref<20x?xf32>, %arg1: index) {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [4, 5, %arg1, %arg1] : memref<20x?xf32> into memref<4x5x?x?xf32>
    return
  }
}

