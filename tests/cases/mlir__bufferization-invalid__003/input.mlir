
func.func @d(%t: tensor<?xf32>, %sz: index) {
  // expected-error@+1 {{attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect}}
  %0 = bufferization.alloc_tensor() {bufferization.escape = 5} : tensor<5xf32>
  return
}
