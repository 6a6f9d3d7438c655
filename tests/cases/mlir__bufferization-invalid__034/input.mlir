
func.func @l(%t: memref<4xf32>) {
  %0 = bufferization.clone %t : memref<4xf32> to memref<5xi32>
  return
}
