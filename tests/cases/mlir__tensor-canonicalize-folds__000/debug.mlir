#loc2 = loc("input.mlir":6:18)
#loc3 = loc("input.mlir":6:37)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<?xi32>) -> (tensor<4xf32>, tensor<?xi32>, tensor<?xf32>), sym_name = "casts"}> ({
  ^bb0(%arg0: tensor<4xf32> loc("input.mlir":6:18), %arg1: tensor<?xi32> loc("input.mlir":6:37)):
    %0 = "tensor.cast"(%arg0) : (tensor<4xf32>) -> tensor<4xf32> loc(#loc4)
    %1 = "tensor.bitcast"(%arg1) : (tensor<?xi32>) -> tensor<?xi32> loc(#loc5)
    %2 = "tensor.cast"(%arg0) : (tensor<4xf32>) -> tensor<?xf32> loc(#loc6)
    %3 = "tensor.cast"(%2) : (tensor<?xf32>) -> tensor<*xf32> loc(#loc7)
    %4 = "tensor.cast"(%3) : (tensor<*xf32>) -> tensor<?xf32> loc(#loc8)
    "func.return"(%0, %1, %4) : (tensor<4xf32>, tensor<?xi32>, tensor<?xf32>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":6:1)
#loc4 = loc("input.mlir":7:8)
#loc5 = loc("input.mlir":8:8)
#loc6 = loc("input.mlir":9:8)
#loc7 = loc("input.mlir":10:8)
#loc8 = loc("input.mlir":11:8)
#loc9 = loc("input.mlir":12:3)

