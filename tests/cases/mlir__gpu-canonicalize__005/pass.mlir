module {
  func.func @casts(%arg0: memref<10xf32>, %arg1: memref<10xf32>, %arg2: f32) {
    gpu.memcpy  %arg0, %arg1 : memref<10xf32>, memref<10xf32>
    gpu.memset  %arg0, %arg2 : memref<10xf32>, f32
    return
  }
}

