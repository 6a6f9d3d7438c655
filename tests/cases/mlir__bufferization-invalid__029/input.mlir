
func.func @g(%m: tensor<4xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %m : tensor<4xf32> to memref<?xf32>
  return
}
