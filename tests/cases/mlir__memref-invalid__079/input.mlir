
func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
// expected-error@+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %t, %i, %f, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, f32, index) -> ()
  return
}
