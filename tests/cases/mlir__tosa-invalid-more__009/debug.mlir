#loc2 = loc("input.mlir":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x4x8xf32>) -> tensor<1x2x2x8xf32>, sym_name = "j"}> ({
  ^bb0(%arg0: tensor<1x4x4x8xf32> loc("input.mlir":2:14)):
    %0 = "tosa.max_pool2d"(%arg0) <{kernel = array<i64: 2, 2>, nan_mode = #tosa.nan_mode<PROPAGATE>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<1x4x4x8xf32>) -> tensor<1x2x2x8xf32> loc(#loc3)
    "func.return"(%0) : (tensor<1x2x2x8xf32>) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:3)

