
// expected-error@+1 {{'bufferization.writable' is expected to be a boolean attribute}}
func.func @q(%a: tensor<2xi32> {bufferization.writable = 1 : i32}) {
  return
}
