
func.func @f(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.to_tensor' invalid kind of type specified}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to vector<4xf32>
  return
}
