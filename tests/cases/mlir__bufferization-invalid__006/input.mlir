
func.func @g(%m: memref<?xf32, 1>) {
  %0 = bufferization.to_tensor %m : memref<?xf32, 1> to tensor<?xf32>
  return
}
