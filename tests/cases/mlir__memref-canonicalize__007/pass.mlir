module {
  func.func @spaces(%arg0: memref<4xf32, 1>) -> (memref<4xf32, 3>, memref<4xf32, 1>) {
    %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32, 3>
    return %memspacecast, %arg0 : memref<4xf32, 3>, memref<4xf32, 1>
  }
}

