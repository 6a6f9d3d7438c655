"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x8x32xf8E4M3FN>, tensor<1x8x1xf8E8M0FNU>) -> tensor<1x4x8xf32>, sym_name = "m"}> ({
  ^bb0(%arg0: tensor<1x4x32xf8E4M3FN>, %arg1: tensor<1x4x1xf8E8M0FNU>, %arg2: tensor<1x8x32xf8E4M3FN>, %arg3: tensor<1x8x1xf8E8M0FNU>):
    %0 = "tosa.matmul_t_block_scaled"(%arg0, %arg1, %arg2, %arg3) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x8x32xf8E4M3FN>, tensor<1x8x1xf8E8M0FNU>) -> tensor<1x4x8xf32>
    "func.return"(%0) : (tensor<1x4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

