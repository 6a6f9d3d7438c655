#loc2 = loc("input.mlir":4:15)
#loc3 = loc("input.mlir":4:38)
#loc4 = loc("input.mlir":4:61)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x8xf32>, tensor<1x9x6xf32>, tensor<1xf32>) -> tensor<1x4x6xf32>, sym_name = "mm"}> ({
  ^bb0(%arg0: tensor<1x4x8xf32> loc("input.mlir":4:15), %arg1: tensor<1x9x6xf32> loc("input.mlir":4:38), %arg2: tensor<1xf32> loc("input.mlir":4:61)):
    %0 = "tosa.matmul"(%arg0, %arg1, %arg2, %arg2) : (tensor<1x4x8xf32>, tensor<1x9x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6xf32> loc(#loc5)
    "func.return"(%0) : (tensor<1x4x6xf32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:3)

