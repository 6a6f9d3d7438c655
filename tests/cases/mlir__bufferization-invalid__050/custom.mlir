module {
  func.func @c(%arg0: tensor<2xi32> {bufferization.access = "read-write", bufferization.buffer_layout = affine_map<(d0) -> (d0)>, bufferization.writable = false}) {
    return
  }
}

