
func.func @d(%a: tensor<2xi32>) -> (tensor<2xi32> {bufferization.foo = 3}) { return %a : tensor<2xi32> }
