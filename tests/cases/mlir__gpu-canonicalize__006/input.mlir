
func.func @trivial_copy(%src: memref<4xf32>) {
  %t0 = gpu.wait async
  %m, %t1 = gpu.alloc async [%t0] () : memref<4xf32>
  %t2 = gpu.memcpy async [%t1] %m, %src : memref<4xf32>, memref<4xf32>
  %t3 = gpu.dealloc async [%t2] %m : memref<4xf32>
  gpu.wait [%t3]
  return
}
