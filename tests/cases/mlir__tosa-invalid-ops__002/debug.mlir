#loc2 = loc("input.mlir":2:16)
#loc3 = loc("input.mlir":2:39)
#loc4 = loc("input.mlir":2:62)
#loc5 = loc("input.mlir":2:81)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x8xf32>, tensor<1x8x6xf16>, tensor<1xf32>, tensor<1xf16>) -> tensor<1x4x6xf32>, sym_name = "mm3"}> ({
  ^bb0(%arg0: tensor<1x4x8xf32> loc("input.mlir":2:16), %arg1: tensor<1x8x6xf16> loc("input.mlir":2:39), %arg2: tensor<1xf32> loc("input.mlir":2:62), %arg3: tensor<1xf16> loc("input.mlir":2:81)):
    %0 = "tosa.matmul"(%arg0, %arg1, %arg2, %arg3) : (tensor<1x4x8xf32>, tensor<1x8x6xf16>, tensor<1xf32>, tensor<1xf16>) -> tensor<1x4x6xf32> loc(#loc6)
    "func.return"(%0) : (tensor<1x4x6xf32>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:8)
#loc7 = loc("input.mlir":4:3)

