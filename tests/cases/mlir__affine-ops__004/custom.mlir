module {
  func.func @dma(%arg0: index, %arg1: memref<40x128xf32>, %arg2: memref<2x1024xf32, 1>, %arg3: memref<1xi32, 2>) {
    affine.dma_start %arg1[%arg0 + 3, %arg0], %arg2[%arg0 + 7, %arg0], %arg3[%arg0], %arg0 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    affine.dma_start %arg1[%arg0, %arg0], %arg2[%arg0, %arg0], %arg3[%arg0], %arg0, %arg0, %arg0 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    affine.dma_wait %arg3[%arg0], %arg0 : memref<1xi32, 2>
    return
  }
}

