#loc2 = loc("input.mlir":2:27)
#loc3 = loc("input.mlir":2:46)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xi32>, tensor<*xi32>) -> (tensor<?xi32>, tensor<*xi32>), sym_name = "dynamic_shapes"}> ({
  ^bb0(%arg0: tensor<?xi32> loc("input.mlir":2:27), %arg1: tensor<*xi32> loc("input.mlir":2:46)):
    %0 = "arith.xori"(%arg0, %arg0) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32> loc(#loc4)
    %1 = "arith.xori"(%arg1, %arg1) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32> loc(#loc5)
    "func.return"(%0, %1) : (tensor<?xi32>, tensor<*xi32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:3)

