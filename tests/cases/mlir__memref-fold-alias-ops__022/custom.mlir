module {
  func.func @constant_indices(%arg0: memref<12x32xf32>) -> f32 {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %arg0[2, 4] [4, 4] [2, 3] : memref<12x32xf32> to memref<4x4xf32, strided<[64, 3], offset: 68>>
    %0 = memref.load %subview[%c1, %c2] : memref<4x4xf32, strided<[64, 3], offset: 68>>
    return %0 : f32
  }
}

