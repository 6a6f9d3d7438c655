module {
  func.func @f(%arg0: index) {
    %alloc = memref.alloc()[%arg0, %arg0] : memref<4xf32, strided<[?], offset: ?>>
    return
  }
}

