
// expected-error@+1 {{'bufferization.buffer_layout' is expected to be a memref layout attribute}}
func.func @t(%a: tensor<2xi32> {bufferization.buffer_layout = 3}) {
  return
}
