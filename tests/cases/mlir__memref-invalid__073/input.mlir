
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
// expected-error@+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %m[%i], %m[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>
  return
}
