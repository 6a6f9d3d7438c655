module {
  func.func @trivial_copy(%arg0: memref<4xf32>) {
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] () : memref<4xf32>
    %1 = gpu.dealloc async [%asyncToken] %memref : memref<4xf32>
    gpu.wait [%1]
    return
  }
}

