
func.func @e(%m: memref<?xf32>) {
  // expected-error@+2 {{element types do not match}}
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xi32>
  return
}
