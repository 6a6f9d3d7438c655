
func.func @dma_operands(%n : index, %m : memref<4xf32>, %t : memref<1xi32>) {
  // expected-error@+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%m, %n, %m, %n, %t, %n, %n, %n) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, index, memref<4xf32>, index, memref<1xi32>, index, index, index) -> ()
  return
}
