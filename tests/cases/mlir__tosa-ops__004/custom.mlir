module {
  func.func @multi_results(%arg0: tensor<1x4x8xf32>, %arg1: tensor<4x32xf8E4M3FN>, %arg2: tensor<4x1xf8E8M0FNU>) {
    %output_real, %output_imag = tosa.fft2d %arg0, %arg0 {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
    %output_real_0, %output_imag_1 = tosa.rfft2d %arg0 : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x5xf32>)
    %0 = tosa.cast_from_block_scaled %arg1, %arg2 {block_size = BLOCK_SIZE_32} : (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32>
    %output_data, %output_scale = tosa.cast_to_block_scaled %0 {block_size = BLOCK_SIZE_32} : (tensor<4x32xf32>) -> (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>)
    return
  }
}

