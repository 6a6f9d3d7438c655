
func.func @f2(%x: tensor<4x32xf8E4M3FN>, %s: tensor<4x1xf8E8M0FNU>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'tosa.cast_from_block_scaled' op require compatible shapes for input_data ('tensor<4x32xf8E4M3FN>') and output_data ('tensor<4x16xf32>')}}
  %2 = tosa.cast_from_block_scaled %x, %s {block_size = BLOCK_SIZE_32} : (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x16xf32>
  return %2 : tensor<4x16xf32>
}
