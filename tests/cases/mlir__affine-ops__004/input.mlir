
func.func @dma(%n : index, %a : memref<40x128xf32>, %b : memref<2x1024xf32, 1>, %t : memref<1xi32, 2>) {
  affine.dma_start %a[%n + 3, %n], %b[%n + 7, %n], %t[%n], %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_start %a[%n, %n], %b[%n, %n], %t[%n], %n, %n, %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  affine.dma_wait %t[%n], %n : memref<1xi32, 2>
  return
}

