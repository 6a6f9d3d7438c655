
func.func @i(%t: memref<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.alloc_tensor' invalid kind of type specified}}
  %0 = bufferization.alloc_tensor() : memref<4xf32>
  return
}
