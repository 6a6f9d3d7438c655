
func.func @a(%m: i32) {
  // expected-error@+1 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'i32'}}
  %0 = "bufferization.to_tensor"(%m) : (i32) -> tensor<4xf32>
  return
}
