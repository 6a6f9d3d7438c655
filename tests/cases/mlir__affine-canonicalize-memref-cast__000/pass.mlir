module {
  func.func @casts(%arg0: memref<4xf32>, %arg1: memref<1xi32>, %arg2: f32, %arg3: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %0 = affine.load %arg0[symbol(%arg3)] : memref<4xf32>
    affine.store %arg2, %arg0[symbol(%arg3)] : memref<4xf32>
    affine.prefetch %arg0[symbol(%arg3)], read, locality<3>, data : memref<4xf32>
    %cast = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
    affine.dma_start %arg0[%arg3], %arg0[%c0], %arg1[%c0], %c4 : memref<4xf32>, memref<4xf32>, memref<1xi32>
    affine.dma_wait %arg1[%c0], %c4 : memref<1xi32>
    "test.use"(%cast) : (memref<*xf32>) -> ()
    return %0 : f32
  }
}

