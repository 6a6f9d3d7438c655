#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:35)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<1xf32>) -> tensor<2x3xf32>, sym_name = "g"}> ({
  ^bb0(%arg0: tensor<2x3xf32> loc("input.mlir":2:14), %arg1: tensor<1xf32> loc("input.mlir":2:35)):
    %0 = "tosa.negate"(%arg0, %arg1, %arg1) : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32> loc(#loc4)
    "func.return"(%0) : (tensor<2x3xf32>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:3)

