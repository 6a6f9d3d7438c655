module {
  func.func @casts(%arg0: memref<4xf32>, %arg1: memref<1xi32>, %arg2: f32, %arg3: index) -> f32 {
    %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
    %0 = affine.load %cast[%arg3] : memref<?xf32>
    affine.store %arg2, %cast[%arg3] : memref<?xf32>
    affine.prefetch %cast[%arg3], read, locality<3>, data : memref<?xf32>
    %cast_0 = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
    %cast_1 = memref.cast %arg1 : memref<1xi32> to memref<?xi32>
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    affine.dma_start %cast[%arg3], %cast[%c0], %cast_1[%c0], %c4 : memref<?xf32>, memref<?xf32>, memref<?xi32>
    affine.dma_wait %cast_1[%c0], %c4 : memref<?xi32>
    "test.use"(%cast_0) : (memref<*xf32>) -> ()
    return %0 : f32
  }
}

