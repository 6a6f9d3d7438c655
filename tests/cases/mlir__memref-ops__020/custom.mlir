module {
  func.func @t(%arg0: memref<4x5xf32>) {
    %transpose = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<4x5xf32> to memref<4x5xf32>
    %transpose_0 = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<4x5xf32> to memref<4x5xf32, strided<[5, 1]>>
    %transpose_1 = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<4x5xf32> to memref<5x4xf32, strided<[1, 5]>>
    return
  }
}

