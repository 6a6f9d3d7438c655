#loc2 = loc("input.mlir":2:17)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x2xf32>) -> (tensor<4x2xi32>, tensor<1x2xf32>, tensor<4x2xf32>), sym_name = "kept"}> ({
  ^bb0(%arg0: tensor<4x2xf32> loc("input.mlir":2:17)):
    %0 = "tosa.cast"(%arg0) : (tensor<4x2xf32>) -> tensor<4x2xi32> loc(#loc3)
    %1 = "tosa.reduce_sum"(%arg0) <{axis = 0 : i32}> : (tensor<4x2xf32>) -> tensor<1x2xf32> loc(#loc4)
    %2 = "tosa.reverse"(%arg0) <{axis = 1 : i32}> : (tensor<4x2xf32>) -> tensor<4x2xf32> loc(#loc5)
    "func.return"(%0, %1, %2) : (tensor<4x2xi32>, tensor<1x2xf32>, tensor<4x2xf32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:3)

