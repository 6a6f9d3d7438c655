
func.func @prefetch_dma(%m: memref<10xf32>, %tag: memref<1xi32>, %buf: memref<10xf32, 1>, %i: index) {
  affine.prefetch %m[%i + 1], read, locality<3>, data : memref<10xf32>
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  affine.dma_start %m[%i], %buf[%c0], %tag[%c0], %c10 : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
  affine.dma_wait %tag[%c0], %c10 : memref<1xi32>
  return
}


