module {
  func.func @b(%arg0: memref<*xf32>) {
    %0 = bufferization.to_tensor %arg0 : memref<*xf32> to tensor<*xf32>
    %1 = bufferization.to_buffer %0 : tensor<*xf32> to memref<*xf32, 3>
    return
  }
}

