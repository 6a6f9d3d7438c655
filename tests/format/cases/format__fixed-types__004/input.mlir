
func.func @l(%m: memref<4xf32>) {
  // expected-error @+1 {{expected ':'}}
  %3 = bufferization.to_tensor %m restrict writable memref<4xf32> to tensor<4xf32>
  return
}
