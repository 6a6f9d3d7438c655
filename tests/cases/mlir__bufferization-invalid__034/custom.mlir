module {
  func.func @l(%arg0: memref<4xf32>) {
    %0 = bufferization.clone %arg0 : memref<4xf32> to memref<5xi32>
    return
  }
}

