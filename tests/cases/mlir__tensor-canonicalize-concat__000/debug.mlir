#loc2 = loc("input.mlir":5:15)
#loc3 = loc("input.mlir":5:36)
#loc4 = loc("input.mlir":5:57)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x4xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>, sym_name = "c1"}> ({
  ^bb0(%arg0: tensor<?x?xf32> loc("input.mlir":5:15), %arg1: tensor<?x4xf32> loc("input.mlir":5:36), %arg2: tensor<2x?xf32> loc("input.mlir":5:57)):
    %0 = "tensor.concat"(%arg0, %arg1, %arg2) <{dim = 1 : i64}> : (tensor<?x?xf32>, tensor<?x4xf32>, tensor<2x?xf32>) -> tensor<?x?xf32> loc(#loc5)
    "func.return"(%0) : (tensor<?x?xf32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":5:1)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:3)

