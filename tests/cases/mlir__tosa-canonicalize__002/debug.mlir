#loc2 = loc("input.mlir":2:28)
#loc3 = loc("input.mlir":2:47)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3xi32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi1>), sym_name = "constant_select"}> ({
  ^bb0(%arg0: tensor<3xi32> loc("input.mlir":2:28), %arg1: tensor<3xi32> loc("input.mlir":2:47)):
    %0 = "tosa.const"() <{values = dense<true> : tensor<3xi1>}> : () -> tensor<3xi1> loc(#loc4)
    %1 = "tosa.select"(%0, %arg0, %arg1) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32> loc(#loc5)
    %2 = "tosa.equal"(%arg0, %arg0) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1> loc(#loc6)
    "func.return"(%1, %2) : (tensor<3xi32>, tensor<3xi1>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:3)

