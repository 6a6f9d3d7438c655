module {
  func.func @memref_ops(%arg0: memref<?x4xf32>, %arg1: memref<*xf32>, %arg2: index, %arg3: f32) -> f32 {
    %0 = memref.load %arg0[%arg2, %arg2] : memref<?x4xf32>
    memref.store %arg3, %arg0[%arg2, %arg2] : memref<?x4xf32>
    %cast = memref.cast %arg1 : memref<*xf32> to memref<?x4xf32>
    %dim = memref.dim %arg0, %arg2 : memref<?x4xf32>
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%arg2, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
    return %0 : f32
  }
}

