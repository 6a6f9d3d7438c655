module {
  func.func @m(%arg0: memref<?x5xf32>, %arg1: index, %arg2: index) -> memref<?x5xf32> {
    %c14 = arith.constant 14 : index
    %c3 = arith.constant 3 : index
    %0 = arith.muli %arg1, %c3 : index
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%0, %arg2, 5] : memref<?x5xf32> into memref<?x?x5xf32>
    %1 = arith.muli %arg2, %c14 : index
    %expand_shape_0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%arg1, %1, 5] : memref<?x5xf32> into memref<?x?x5xf32>
    "test.use"(%expand_shape, %arg0, %expand_shape_0) : (memref<?x?x5xf32>, memref<?x5xf32>, memref<?x?x5xf32>) -> ()
    return %arg0 : memref<?x5xf32>
  }
}

