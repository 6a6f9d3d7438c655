#loc2 = loc("input.mlir":2:26)
#loc3 = loc("input.mlir":2:49)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x1xindex>, tensor<3x?xf32>) -> (tensor<2x4xf32>, tensor<3x?xf32>, tensor<3x5xf32>), sym_name = "gather_concat"}> ({
  ^bb0(%arg0: tensor<2x1xindex> loc("input.mlir":2:26), %arg1: tensor<3x?xf32> loc("input.mlir":2:49)):
    %0 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<8x4xf32>}> : () -> tensor<8x4xf32> loc(#loc4)
    %1 = "tensor.gather"(%0, %arg0) <{gather_dims = array<i64: 0>}> : (tensor<8x4xf32>, tensor<2x1xindex>) -> tensor<2x4xf32> loc(#loc5)
    %2 = "tensor.concat"(%arg1) <{dim = 1 : i64}> : (tensor<3x?xf32>) -> tensor<3x?xf32> loc(#loc6)
    %3 = "tensor.concat"(%arg1) <{dim = 1 : i64}> : (tensor<3x?xf32>) -> tensor<3x5xf32> loc(#loc7)
    "func.return"(%1, %2, %3) : (tensor<2x4xf32>, tensor<3x?xf32>, tensor<3x5xf32>) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:3)

