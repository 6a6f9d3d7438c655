module {
  func.func @trivial_copy(%arg0: memref<4xf32>) {
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<4xf32>
    %1 = gpu.memcpy async [%asyncToken] %memref, %arg0 : memref<4xf32>, memref<4xf32>
    %2 = gpu.dealloc async [%1] %memref : memref<4xf32>
    gpu.wait [%2]
    return
  }
}

