#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:43)
#loc4 = loc("input.mlir":2:73)
#loc5 = loc("input.mlir":2:102)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x8x32xf8E4M3FN>, tensor<1x8x1xf8E8M0FNU>) -> tensor<1x4x8xf32>, sym_name = "m"}> ({
  ^bb0(%arg0: tensor<1x4x32xf8E4M3FN> loc("input.mlir":2:14), %arg1: tensor<1x4x1xf8E8M0FNU> loc("input.mlir":2:43), %arg2: tensor<1x8x32xf8E4M3FN> loc("input.mlir":2:73), %arg3: tensor<1x8x1xf8E8M0FNU> loc("input.mlir":2:102)):
    %0 = "tosa.matmul_t_block_scaled"(%arg0, %arg1, %arg2, %arg3) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<1x4x32xf8E4M3FN>, tensor<1x4x1xf8E8M0FNU>, tensor<1x8x32xf8E4M3FN>, tensor<1x8x1xf8E8M0FNU>) -> tensor<1x4x8xf32> loc(#loc6)
    "func.return"(%0) : (tensor<1x4x8xf32>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:8)
#loc7 = loc("input.mlir":4:3)

