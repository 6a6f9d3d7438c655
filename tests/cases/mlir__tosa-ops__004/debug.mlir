#loc2 = loc("input.mlir":2:26)
#loc3 = loc("input.mlir":2:49)
#loc4 = loc("input.mlir":2:76)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x8xf32>, tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> (), sym_name = "multi_results"}> ({
  ^bb0(%arg0: tensor<1x4x8xf32> loc("input.mlir":2:26), %arg1: tensor<4x32xf8E4M3FN> loc("input.mlir":2:49), %arg2: tensor<4x1xf8E8M0FNU> loc("input.mlir":2:76)):
    %0:2 = "tosa.fft2d"(%arg0, %arg0) <{inverse = false}> : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>) loc(#loc5)
    %1:2 = "tosa.rfft2d"(%arg0) : (tensor<1x4x8xf32>) -> (tensor<1x4x5xf32>, tensor<1x4x5xf32>) loc(#loc6)
    %2 = "tosa.cast_from_block_scaled"(%arg1, %arg2) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32> loc(#loc7)
    %3:2 = "tosa.cast_to_block_scaled"(%2) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x32xf32>) -> (tensor<4x32xf8E4M3FN>, tensor<4x1xf8E8M0FNU>) loc(#loc8)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:10)
#loc6 = loc("input.mlir":4:10)
#loc7 = loc("input.mlir":5:8)
#loc8 = loc("input.mlir":6:10)
#loc9 = loc("input.mlir":7:3)

