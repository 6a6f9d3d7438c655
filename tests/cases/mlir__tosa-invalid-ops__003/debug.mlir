#loc2 = loc("input.mlir":2:15)
#loc3 = loc("input.mlir":2:40)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x4x8xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>, sym_name = "ap"}> ({
  ^bb0(%arg0: tensor<1x4x4x8xf32> loc("input.mlir":2:15), %arg1: tensor<1xf32> loc("input.mlir":2:40)):
    %0 = "tosa.avg_pool2d"(%arg0, %arg1, %arg1) <{acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x4x4x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32> loc(#loc4)
    "func.return"(%0) : (tensor<1x4x4x8xf32>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:3)

