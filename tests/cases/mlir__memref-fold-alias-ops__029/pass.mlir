#map = affine_map<()[s0] -> (s0 * 2)>
module {
  func.func @affine_left(%arg0: memref<8x8xf32>, %arg1: index) -> f32 {
    %subview = memref.subview %arg0[%arg1, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
    %0 = affine.load %subview[0, 1] : memref<4x4xf32, strided<[8, 1], offset: ?>>
    %1 = affine.apply #map()[%arg1]
    %2 = memref.load %arg0[%1, %arg1] : memref<8x8xf32>
    %3 = arith.addf %0, %2 : f32
    return %3 : f32
  }
}

