
func.func @pack_tiles(%s: tensor<16x16xf32>, %d: tensor<2x2x8x8xf32>) {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %d : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  return
}

