module {
  func.func @wait_chain(%arg0: index) -> memref<?xf32> {
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] (%arg0) : memref<?xf32>
    gpu.wait [%asyncToken]
    return %memref : memref<?xf32>
  }
}

