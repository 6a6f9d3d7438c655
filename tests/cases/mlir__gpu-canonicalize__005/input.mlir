
func.func @casts(%arg0: memref<10xf32>, %arg1: memref<10xf32>, %v: f32) {
  %0 = memref.cast %arg0 : memref<10xf32> to memref<?xf32>
  %1 = memref.cast %arg1 : memref<10xf32> to memref<?xf32>
  gpu.memcpy %0, %1 : memref<?xf32>, memref<?xf32>
  gpu.memset %0, %v : memref<?xf32>, f32
  return
}

