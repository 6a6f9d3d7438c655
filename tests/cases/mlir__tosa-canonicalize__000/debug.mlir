#loc2 = loc("input.mlir":4:23)
#loc3 = loc("input.mlir":4:44)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x1xf32>, tensor<4x1xi1>) -> (tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>), sym_name = "forwarding"}> ({
  ^bb0(%arg0: tensor<4x1xf32> loc("input.mlir":4:23), %arg1: tensor<4x1xi1> loc("input.mlir":4:44)):
    %0 = "tosa.cast"(%arg0) : (tensor<4x1xf32>) -> tensor<4x1xf32> loc(#loc4)
    %1 = "tosa.reduce_product"(%arg0) <{axis = 1 : i32}> : (tensor<4x1xf32>) -> tensor<4x1xf32> loc(#loc5)
    %2 = "tosa.reverse"(%arg0) <{axis = 1 : i32}> : (tensor<4x1xf32>) -> tensor<4x1xf32> loc(#loc6)
    %3 = "tosa.select"(%arg1, %arg0, %arg0) : (tensor<4x1xi1>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32> loc(#loc7)
    %4 = "tosa.concat"(%arg0) <{axis = 1 : i32}> : (tensor<4x1xf32>) -> tensor<4x1xf32> loc(#loc8)
    "func.return"(%0, %1, %2, %3, %4) : (tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:8)
#loc7 = loc("input.mlir":8:8)
#loc8 = loc("input.mlir":9:8)
#loc9 = loc("input.mlir":10:3)

