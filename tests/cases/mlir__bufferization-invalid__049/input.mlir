
// expected-error@+1 {{'bufferization.access' is expected to be a string attribute}}
func.func @b(%a: tensor<2xi32> {bufferization.access = 3}) { return }
