
func.func @b(%m: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.to_tensor' op result #0 must be TensorLikeType instance, but got 'i32'}}
  %0 = "bufferization.to_tensor"(%m) : (memref<4xf32>) -> i32
  return
}
