module {
  func.func @huge(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32 {
    %c3 = arith.constant 3 : index
    %subview = memref.subview %arg0[9223372036854775807, 4611686018427387904] [4, 4] [4611686018427387904, 3] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
    %0 = memref.load %subview[%c3, %c3] : memref<4x4xf32, strided<[?, ?], offset: ?>>
    return %0 : f32
  }
}

