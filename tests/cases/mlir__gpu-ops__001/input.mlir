
func.func @async_memory(%sz : index, %dst : memref<?xf32>, %src : memref<?xf32>, %v : f32, %u : memref<*xf32>, %dev : i32) {
  %t0 = gpu.wait async
  %m, %t1 = gpu.alloc async [%t0] (%sz) : memref<?xf32>
  %h = gpu.alloc host_shared (%sz) : memref<?xf32>
  %t2 = gpu.memcpy async [%t1] %dst, %m : memref<?xf32>, memref<?xf32>
  %t3 = gpu.memset async [%t2] %dst, %v : memref<?xf32>, f32
  gpu.memcpy %dst, %src : memref<?xf32>, memref<?xf32>
  gpu.memset %dst, %v : memref<?xf32>, f32
  %t4 = gpu.dealloc async [%t3] %m : memref<?xf32>
  gpu.dealloc %h : memref<?xf32>
  gpu.wait [%t4, %t0]
  gpu.wait
  gpu.host_register %u : memref<*xf32>
  gpu.host_unregister %u : memref<*xf32>
  gpu.set_default_device %dev
  return
}

