
func.func @t2(%y: tensor<4x32xf32>) {
  // expected-error@+1 {{'tosa.cast_to_block_scaled' op require compatible shapes for input_data ('tensor<4x32xf32>') and output_data ('tensor<4x16xf8E4M3FN>')}}
  %3:2 = tosa.cast_to_block_scaled %y {block_size = BLOCK_SIZE_32} : (tensor<4x32xf32>) -> (tensor<4x16xf8E4M3FN>, tensor<4x1xf8E8M0FNU>)
  return
}
