module {
  func.func @chain(%arg0: memref<64x64xf32>, %arg1: index, %arg2: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %arg1 step %c1 {
      %subview = memref.subview %arg0[%arg3, 8] [16, 32] [2, 1] : memref<64x64xf32> to memref<16x32xf32, strided<[128, 1], offset: ?>>
      %subview_0 = memref.subview %subview[1, %arg3] [4, 4] [1, 1] : memref<16x32xf32, strided<[128, 1], offset: ?>> to memref<4x4xf32, strided<[128, 1], offset: ?>>
      affine.for %arg4 = 0 to 4 {
        %0 = memref.load %subview_0[%arg4, %arg4] : memref<4x4xf32, strided<[128, 1], offset: ?>>
        %1 = arith.addf %0, %arg2 : f32
        memref.store %1, %subview_0[%c1, %arg4] : memref<4x4xf32, strided<[128, 1], offset: ?>>
      }
    }
    return
  }
}

