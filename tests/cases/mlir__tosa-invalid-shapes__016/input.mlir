
func.func @m2(%a: tensor<1x4x32xf8E4M3FN>, %as: tensor<1x4x2xf8E8M0FNU>, %b: tensor<1x8x32xf8E5M2>, %bs: tensor<1x8x1xf8E8M0FNU>) -> tensor<1x4x9xf32> {
  // expected-error@+1 {{'tosa.matmul_t_block_scaled' op expect A_data and B_data to have same element type, got 'f8E4M3FN' and 'f8E5M2'}}
  %0 = tosa.matmul_t_block_scaled %a, %as, %b, %bs {block_size = BLOCK_SIZE_32} : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x2xf8E8M0FNU>, tensor<1x8x32xf8E5M2>, tensor<1x8x1xf8E8M0FNU>) -> tensor<1x4x9xf32>
  return %0 : tensor<1x4x9xf32>
}
