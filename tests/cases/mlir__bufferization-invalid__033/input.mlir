
func.func @k(%t: memref<4xf32>) {
  %0 = bufferization.alloc_tensor() : tensor<*xf32>
  return
}
