
func.func @e(%a: tensor<2xi32> {bufferization.buffer_layout = strided<[1]>}) { return }
