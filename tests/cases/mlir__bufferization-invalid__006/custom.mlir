module {
  func.func @g(%arg0: memref<?xf32, 1>) {
    %0 = bufferization.to_tensor %arg0 : memref<?xf32, 1> to tensor<?xf32>
    return
  }
}

