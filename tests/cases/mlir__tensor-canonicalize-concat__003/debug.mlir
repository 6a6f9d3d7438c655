#loc2 = loc("input.mlir":2:15)
#loc3 = loc("input.mlir":2:36)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<?x?xf32>) -> tensor<2x8xf32>, sym_name = "c4"}> ({
  ^bb0(%arg0: tensor<2x3xf32> loc("input.mlir":2:15), %arg1: tensor<?x?xf32> loc("input.mlir":2:36)):
    %0 = "tensor.concat"(%arg0, %arg1) <{dim = 1 : i64}> : (tensor<2x3xf32>, tensor<?x?xf32>) -> tensor<2x8xf32> loc(#loc4)
    "func.return"(%0) : (tensor<2x8xf32>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:3)

