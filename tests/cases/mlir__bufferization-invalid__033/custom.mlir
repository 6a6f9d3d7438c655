module {
  func.func @k(%arg0: memref<4xf32>) {
    %0 = bufferization.alloc_tensor() : tensor<*xf32>
    return
  }
}

