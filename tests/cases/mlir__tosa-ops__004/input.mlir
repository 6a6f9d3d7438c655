
func.func @multi_results(%a: tensor<1x4x8xf32>, %x: tensor<4x32xf8E4M3FN>, %s: tensor<4x1xf8E8M0FNU>) {
  %0:2 = tosa.fft2d %a, %a {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  %1:2 = tosa.rfft2d %a : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x5xf32>)
  %2 = tosa.cast_from_block_scaled %x, %s {block_size = BLOCK_SIZE_32} : (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32>
  %3:2 = tosa.cast_to_block_scaled %2 {block_size = #tosa.block_size<BLOCK_SIZE_32>} : (tensor<4x32xf32>) -> (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>)
  return
}
