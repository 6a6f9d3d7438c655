
func.func @m(%a: tensor<1x4x32xf8E4M3FN>, %as: tensor<1x4x1xf8E8M0FNU>, %b: tensor<1x8x32xf8E4M3FN>, %bs: tensor<1x8x1xf8E8M0FNU>) -> tensor<1x4x8xf32> {
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x8x32xf8E4M3FN>, tensor<1x8x1xf8E8M0FNU>) -> tensor<1x4x8xf32>
  return %0 : tensor<1x4x8xf32>
}
