module {
  func.func @subviews(%arg0: memref<8x16xf32>, %arg1: index) -> (memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, index) {
    %subview = memref.subview %arg0[%arg1, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
    %subview_0 = memref.subview %arg0[1, 0] [4, %arg1] [1, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 1], offset: 16>>
    %cast = memref.cast %subview_0 : memref<4x?xf32, strided<[16, 1], offset: 16>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    "test.use"(%arg1) : (index) -> ()
    return %subview, %cast, %arg1 : memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, index
  }
}

