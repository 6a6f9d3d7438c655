
// memref.reshape reads its shape: it stays when its operands are live.
func.func @f(%m: memref<10x?xf32>, %i: index, %s: memref<1xi32>, %f: f32) {
  %14 = memref.generic_atomic_rmw %m[%i, %i] : memref<10x?xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  memref.dma_wait %s[%i], %i : memref<1xi32>
  %20 = memref.reshape %m(%s) : (memref<10x?xf32>, memref<1xi32>) -> memref<?xf32>
  return
}
