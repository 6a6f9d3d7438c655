#loc2 = loc("input.mlir":2:19)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x8x8x8xf32>) -> tensor<1x15x15x8xf32>, sym_name = "shapes"}> ({
  ^bb0(%arg0: tensor<1x8x8x8xf32> loc("input.mlir":2:19)):
    %0 = "tosa.const_shape"() <{values = dense<[2, 1, 2, 1]> : tensor<4xindex>}> : () -> !tosa.shape<4> loc(#loc3)
    %1 = "tosa.const_shape"() <{values = dense<0> : tensor<2xindex>}> : () -> !tosa.shape<2> loc(#loc4)
    %2 = "tosa.const_shape"() <{values = dense<0> : tensor<2xindex>}> : () -> !tosa.shape<2> loc(#loc5)
    %3 = "tosa.add_shape"(%1, %2) : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2> loc(#loc6)
    %4 = "tosa.resize"(%arg0, %0, %1, %3) <{mode = #tosa.resize_mode<BILINEAR>}> : (tensor<1x8x8x8xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x15x15x8xf32> loc(#loc7)
    "func.return"(%4) : (tensor<1x15x15x8xf32>) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:12)
#loc4 = loc("input.mlir":4:13)
#loc5 = loc("input.mlir":5:13)
#loc6 = loc("input.mlir":6:10)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:3)

