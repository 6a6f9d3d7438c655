module {
  func.func @e(%arg0: tensor<2xi32> {bufferization.buffer_layout = strided<[1]>}) {
    return
  }
}

