module {
  func.func @copies(%arg0: memref<?x4xf32>, %arg1: memref<3x?xf32>, %arg2: memref<*xf32>, %arg3: memref<3x4xf32>, %arg4: index) {
    memref.copy %arg0, %arg1 : memref<?x4xf32> to memref<3x?xf32>
    memref.copy %arg2, %arg0 : memref<*xf32> to memref<?x4xf32>
    memref.copy %arg3, %arg3 : memref<3x4xf32> to memref<3x4xf32>
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %dim = memref.dim %arg0, %c1 : memref<?x4xf32>
    %dim_0 = memref.dim %arg2, %c7 : memref<*xf32>
    %dim_1 = memref.dim %arg3, %arg4 : memref<3x4xf32>
    %0 = tensor.empty(%arg4) : tensor<?x4xf32>
    %dim_2 = tensor.dim %0, %c1 : tensor<?x4xf32>
    %expand_shape = memref.expand_shape %arg1 [[0, 1], [2, 3]] output_shape [1, 3, %arg4, 2] : memref<3x?xf32> into memref<1x3x?x2xf32>
    %expand_shape_3 = memref.expand_shape %arg3 [[0, 1], [2]] output_shape [3, 1, 4] : memref<3x4xf32> into memref<3x1x4xf32>
    return
  }
}

