module {
  func.func @expand_constant(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) {
    %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>
    affine.for %arg3 = 0 to 10 {
      affine.store %arg2, %expand_shape[%arg3 + 1, 3] : memref<?x4xf32>
    }
    return
  }
}

