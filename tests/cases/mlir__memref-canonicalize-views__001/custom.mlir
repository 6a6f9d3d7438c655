module {
  func.func @transposes(%arg0: memref<2x3x4xf32>) -> (memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>) {
    %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
    %transpose_0 = memref.transpose %transpose (d0, d1, d2) -> (d1, d2, d0) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<2x3x4xf32, strided<[12, 4, 1]>>
    %transpose_1 = memref.transpose %arg0 (d0, d1, d2) -> (d0, d1, d2) : memref<2x3x4xf32> to memref<2x3x4xf32>
    "test.use"(%transpose_0) : (memref<2x3x4xf32, strided<[12, 4, 1]>>) -> ()
    return %transpose, %transpose_1 : memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>
  }
}

