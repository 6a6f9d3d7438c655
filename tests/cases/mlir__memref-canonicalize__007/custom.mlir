module {
  func.func @spaces(%arg0: memref<4xf32, 1>) -> (memref<4xf32, 3>, memref<4xf32, 1>) {
    %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32, 2>
    %memspacecast_0 = memref.memory_space_cast %memspacecast : memref<4xf32, 2> to memref<4xf32, 3>
    %memspacecast_1 = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32, 1>
    return %memspacecast_0, %memspacecast_1 : memref<4xf32, 3>, memref<4xf32, 1>
  }
}

