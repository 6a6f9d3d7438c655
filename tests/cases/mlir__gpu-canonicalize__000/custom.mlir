module {
  func.func @wait_chain(%arg0: index) -> memref<?xf32> {
    %0 = gpu.wait async
    %1 = gpu.wait async [%0]
    %memref, %asyncToken = gpu.alloc async [%1] (%arg0) : memref<?xf32>
    %2 = gpu.wait async
    gpu.wait [%asyncToken, %2]
    gpu.wait 
    return %memref : memref<?xf32>
  }
}

