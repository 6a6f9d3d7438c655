
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
// expected-error@+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %t, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index) -> ()
  return
}
