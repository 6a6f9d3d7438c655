module {
  func.func @f(%arg0: memref<4xf32>, %arg1: memref<1xi32>, %arg2: index) {
    memref.dma_start %arg0[%arg2], %arg0[%arg2], %arg2, %arg1[%arg2], %arg2, %arg2 : memref<4xf32>, memref<4xf32>, memref<1xi32>
    memref.dma_start %arg0[%arg2], %arg0[%arg2], %arg2, %arg1[%arg2] : memref<4xf32>, memref<4xf32>, memref<1xi32>
    memref.dma_wait %arg1[%arg2], %arg2 : memref<1xi32>
    return
  }
}

