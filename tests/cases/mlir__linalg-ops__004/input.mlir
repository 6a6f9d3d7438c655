
func.func @others(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>, %r: tensor<4xf32>, %t: tensor<8x4xf32>, %f: tensor<2x3x3x5xf32>, %fo: tensor<4x4x5x2xf32>, %s: tensor<16x16xf32>, %d: tensor<2x2x8x8xf32>, %pv: f32) {
  %0 = linalg.map { arith.addf } ins(%a, %c : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)
  %1 = linalg.map ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)
    (%x: f32, %o: f32) {
      %e = math.exp %x : f32
      %e2 = math.exp %e : f32
      linalg.yield %e2 : f32
    }
  %2 = linalg.reduce { arith.maximumf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  %3 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  %4 = linalg.broadcast ins(%r : tensor<4xf32>) outs(%c : tensor<4x8xf32>) dimensions = [1]
  %5 = linalg.softmax dimension(1) ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %6 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  %7 = linalg.pack %s padding_value(%pv : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x16xf32> -> tensor<2x2x8x8xf32>
  %8 = linalg.unpack %d inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %s : tensor<2x2x8x8xf32> -> tensor<16x16xf32>
  return
}
