#loc2 = loc("input.mlir":2:30)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<*xf32>) -> (tensor<?x?xf32>, tensor<4x?xf32>), sym_name = "different_results"}> ({
  ^bb0(%arg0: tensor<*xf32> loc("input.mlir":2:30)):
    %0 = "tensor.cast"(%arg0) : (tensor<*xf32>) -> tensor<?x?xf32> loc(#loc3)
    %1 = "tensor.cast"(%arg0) : (tensor<*xf32>) -> tensor<4x?xf32> loc(#loc4)
    "func.return"(%0, %1) : (tensor<?x?xf32>, tensor<4x?xf32>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":6:3)

