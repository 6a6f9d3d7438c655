
func.func @g(%m: memref<4xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc_tensor' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  "bufferization.dealloc_tensor"(%m) : (memref<4xf32>) -> ()
  return
}
