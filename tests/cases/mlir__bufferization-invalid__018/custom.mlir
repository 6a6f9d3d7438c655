module {
  func.func @r(%arg0: memref<2xi32> {bufferization.writable = true}) {
    return
  }
}

