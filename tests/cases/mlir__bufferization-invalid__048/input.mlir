
// expected-error@+1 {{'bufferization.writable' is invalid on external functions}}
func.func private @a(%a: tensor<2xi32> {bufferization.writable = true})
