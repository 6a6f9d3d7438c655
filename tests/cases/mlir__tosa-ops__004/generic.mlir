"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x8xf32>, tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> (), sym_name = "multi_results"}> ({
  ^bb0(%arg0: tensor<1x4x8xf32>, %arg1: tensor<4x32xf8E4M3FN>, %arg2: tensor<4x1xf8E8M0FNU>):
    %0:2 = "tosa.fft2d"(%arg0, %arg0) <{inverse = false}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
    %1:2 = "tosa.rfft2d"(%arg0) : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x5xf32>)
    %2 = "tosa.cast_from_block_scaled"(%arg1, %arg2) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32>
    %3:2 = "tosa.cast_to_block_scaled"(%2) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x32xf32>) -> (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

