#loc2 = loc("input.mlir":2:16)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<1x2xf32>, sym_name = "sl2"}> ({
  ^bb0(%arg0: tensor<2x3xf32> loc("input.mlir":2:16)):
    %0 = "tosa.const_shape"() <{values = dense<0> : tensor<2xindex>}> : () -> !tosa.shape<2> loc(#loc3)
    %1 = "tosa.const_shape"() <{values = dense<1> : tensor<2xindex>}> : () -> !tosa.shape<2> loc(#loc4)
    %2 = "tosa.slice"(%arg0, %0, %1) : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2xf32> loc(#loc5)
    "func.return"(%2) : (tensor<1x2xf32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:3)

