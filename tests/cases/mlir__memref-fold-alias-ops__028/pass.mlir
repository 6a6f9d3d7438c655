module {
  func.func @huge(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32 {
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %c4611686018427387913 = arith.constant 4611686018427387913 : index
    %0 = memref.load %arg0[%c4611686018427387903, %c4611686018427387913] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    return %0 : f32
  }
}

