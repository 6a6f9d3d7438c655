module {
  func.func @async_memory(%arg0: index, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: f32, %arg4: memref<*xf32>, %arg5: i32) {
    %0 = gpu.wait async
    %memref, %asyncToken = gpu.alloc async [%0] (%arg0) : memref<?xf32>
    %memref_0 = gpu.alloc  host_shared (%arg0) : memref<?xf32>
    %1 = gpu.memcpy async [%asyncToken] %arg1, %memref : memref<?xf32>, memref<?xf32>
    %2 = gpu.memset async [%1] %arg1, %arg3 : memref<?xf32>, f32
    gpu.memcpy  %arg1, %arg2 : memref<?xf32>, memref<?xf32>
    gpu.memset  %arg1, %arg3 : memref<?xf32>, f32
    %3 = gpu.dealloc async [%2] %memref : memref<?xf32>
    gpu.dealloc  %memref_0 : memref<?xf32>
    gpu.wait [%3, %0]
    gpu.wait 
    gpu.host_register %arg4 : memref<*xf32>
    gpu.host_unregister %arg4 : memref<*xf32>
    gpu.set_default_device %arg5
    return
  }
}

