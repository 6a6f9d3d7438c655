module {
  func.func @prefetch_dma(%arg0: memref<10xf32>, %arg1: memref<1xi32>, %arg2: memref<10xf32, 1>, %arg3: index) {
    affine.prefetch %arg0[%arg3 + 1], read, locality<3>, data : memref<10xf32>
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    affine.dma_start %arg0[%arg3], %arg2[%c0], %arg1[%c0], %c10 : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
    affine.dma_wait %arg1[%c0], %c10 : memref<1xi32>
    return
  }
}

