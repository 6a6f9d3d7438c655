
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
// expected-error@+1 {{expected '[' in operand list}}
  memref.dma_start %m[%i], %m[%i], %i, %t : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}
