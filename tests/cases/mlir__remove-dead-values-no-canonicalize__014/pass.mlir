module {
  func.func @affine_dead(%arg0: memref<10xf32>) {
    return
  }
}

