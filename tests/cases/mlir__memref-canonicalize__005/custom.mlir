module {
  func.func @subviews(%arg0: memref<8x16xf32>, %arg1: index) -> (memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %subview = memref.subview %arg0[%arg1, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
    %subview_0 = memref.subview %subview[0, 0] [4, 4] [1, 1] : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[16, 1], offset: ?>>
    %subview_1 = memref.subview %arg0[%c1, %c0] [%c4, %arg1] [%c1, %c1] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim = memref.dim %subview_1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %subview_2 = memref.subview %arg0[0, 0] [1, %arg1] [1, 1] : memref<8x16xf32> to memref<?xf32, strided<[1]>>
    %dim_3 = memref.dim %subview_2, %c0 : memref<?xf32, strided<[1]>>
    "test.use"(%dim_3) : (index) -> ()
    return %subview_0, %subview_1, %dim : memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, index
  }
}

