
func.func @casts(%u: memref<*xf32>, %t: tensor<*xf32>) {
  %c = memref.cast %u : memref<*xf32> to memref<?x4xf32>
  %d = tensor.cast %t : tensor<*xf32> to tensor<2x?xf32>
  return
}

