module {
  func.func @expand_shape(%arg0: memref<?xf32>, %arg1: index) -> memref<?x5xf32> {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %c5 = arith.constant 5 : index
    %0 = arith.remsi %dim, %c5 : index
    %1 = arith.cmpi eq, %0, %c0 : index
    cf.assert %1, "ERROR: Runtime op verification failed\0A%expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [%arg1, 5] : memref<?xf32> into memref<?x5xf32>\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc(\22input.mlir\22:7:8)"
    %expand_shape = memref.expand_shape %arg0 [[0, 1]] output_shape [%arg1, 5] : memref<?xf32> into memref<?x5xf32>
    return %expand_shape : memref<?x5xf32>
  }
}

