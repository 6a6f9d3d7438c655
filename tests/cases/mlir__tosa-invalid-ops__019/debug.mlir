#loc2 = loc("input.mlir":2:15)
#loc3 = loc("input.mlir":2:36)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<1xf32>) -> tensor<2x3xf32>, sym_name = "pd"}> ({
  ^bb0(%arg0: tensor<2x3xf32> loc("input.mlir":2:15), %arg1: tensor<1xf32> loc("input.mlir":2:36)):
    %0 = "tosa.const_shape"() <{values = dense<0> : tensor<4xindex>}> : () -> !tosa.shape<4> loc(#loc4)
    %1 = "tosa.pad"(%arg0, %0, %arg1) : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<2x3xf32> loc(#loc5)
    "func.return"(%1) : (tensor<2x3xf32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:3)

