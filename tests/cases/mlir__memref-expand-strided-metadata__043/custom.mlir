module {
  func.func @huge(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> memref<2x2xf32, strided<[?, ?], offset: ?>> {
    %subview = memref.subview %arg0[9223372036854775807, %arg1] [2, 2] [4611686018427387904, 3] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
    return %subview : memref<2x2xf32, strided<[?, ?], offset: ?>>
  }
}

