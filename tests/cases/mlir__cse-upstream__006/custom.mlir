module {
  func.func @side_effect() -> (memref<2x1xf32>, memref<2x1xf32>) {
    %alloc = memref.alloc() : memref<2x1xf32>
    %alloc_0 = memref.alloc() : memref<2x1xf32>
    return %alloc, %alloc_0 : memref<2x1xf32>, memref<2x1xf32>
  }
}

