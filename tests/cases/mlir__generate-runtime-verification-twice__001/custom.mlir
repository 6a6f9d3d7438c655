module {
  func.func @casts(%arg0: memref<*xf32>, %arg1: tensor<*xf32>) {
    %cast = memref.cast %arg0 : memref<*xf32> to memref<?x4xf32>
    %cast_0 = tensor.cast %arg1 : tensor<*xf32> to tensor<2x?xf32>
    return
  }
}

