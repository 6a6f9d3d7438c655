module {
  func.func private @uncalled(%arg0: memref<i32>, %arg1: i32) {
    memref.store %arg1, %arg0[] : memref<i32>
    return
  }
}

