#loc2 = loc("input.mlir":2:15)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<4x3xf32>, sym_name = "tl"}> ({
  ^bb0(%arg0: tensor<2x3xf32> loc("input.mlir":2:15)):
    %0 = "tosa.const_shape"() <{values = dense<2> : tensor<2xindex>}> : () -> !tosa.shape<2> loc(#loc3)
    %1 = "tosa.tile"(%arg0, %0) : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x3xf32> loc(#loc4)
    "func.return"(%1) : (tensor<4x3xf32>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:3)

