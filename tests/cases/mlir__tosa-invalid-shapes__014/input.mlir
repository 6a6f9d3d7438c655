
func.func @t3(%y: tensor<4x30xf32>) {
  // expected-error@+1 {{'tosa.cast_to_block_scaled' op expect last dimension of input_data (30) to be divisible by block_size (32)}}
  %3:2 = tosa.cast_to_block_scaled %y {block_size = BLOCK_SIZE_32} : (tensor<4x30xf32>) -> (tensor<4x30xf8E4M3FN>, tensor<4x1xf8E8M0FNU>)
  return
}
