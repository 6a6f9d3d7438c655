#loc2 = loc("input.mlir":2:16)
#loc3 = loc("input.mlir":2:41)
#loc4 = loc("input.mlir":2:66)
#loc5 = loc("input.mlir":2:85)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<1xf32>) -> (), sym_name = "dyn"}> ({
  ^bb0(%arg0: tensor<?x?x?x?xf32> loc("input.mlir":2:16), %arg1: tensor<?x?x?x?xf32> loc("input.mlir":2:41), %arg2: tensor<?xf32> loc("input.mlir":2:66), %arg3: tensor<1xf32> loc("input.mlir":2:85)):
    %0 = "tosa.conv2d"(%arg0, %arg1, %arg2, %arg3, %arg3) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32> loc(#loc6)
    %1 = "tosa.depthwise_conv2d"(%arg0, %arg1, %arg2, %arg3, %arg3) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32> loc(#loc7)
    %2 = "tosa.avg_pool2d"(%arg0, %arg3, %arg3) <{acc_type = f32, kernel = array<i64: 3, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<?x?x?x?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?x?x?xf32> loc(#loc8)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:8)
#loc7 = loc("input.mlir":4:8)
#loc8 = loc("input.mlir":5:8)
#loc9 = loc("input.mlir":6:3)

