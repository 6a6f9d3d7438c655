
func.func @t(%y: tensor<4x32xf32>) {
  // expected-error@+1 {{'tosa.cast_to_block_scaled' op expect last dimension of output_scale (2) to be equal to last dimension of output_data / block_size (1)}}
  %3:2 = tosa.cast_to_block_scaled %y {block_size = BLOCK_SIZE_32} : (tensor<4x32xf32>) -> (tensor<4x32xf8E4M3FN>, tensor<4x2xf8E8M0FNU>)
  return
}
