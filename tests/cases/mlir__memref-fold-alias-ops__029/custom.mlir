module {
  func.func @affine_left(%arg0: memref<8x8xf32>, %arg1: index) -> f32 {
    %subview = memref.subview %arg0[%arg1, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
    %0 = affine.load %subview[0, 1] : memref<4x4xf32, strided<[8, 1], offset: ?>>
    %1 = memref.load %subview[%arg1, %arg1] : memref<4x4xf32, strided<[8, 1], offset: ?>>
    %2 = arith.addf %0, %1 : f32
    return %2 : f32
  }
}

