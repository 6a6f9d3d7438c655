module {
  func.func @prefetch_dma(%arg0: memref<10xf32>, %arg1: memref<1xi32>, %arg2: memref<10xf32, 1>, %arg3: index) {
    %c1 = arith.constant 1 : index
    %0 = arith.addi %arg3, %c1 : index
    memref.prefetch %arg0[%0], read, locality<3>, data : memref<10xf32>
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    memref.dma_start %arg0[%arg3], %arg2[%c0], %c10, %arg1[%c0] : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
    memref.dma_wait %arg1[%c0], %c10 : memref<1xi32>
    return
  }
}

