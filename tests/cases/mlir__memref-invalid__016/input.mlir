
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0}}
  memref.dma_wait %m[], %i : memref<4xf32>
  return
}
