#loc2 = loc("input.mlir":6:19)
#loc3 = loc("input.mlir":6:44)
#loc4 = loc("input.mlir":6:65)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4x5xf32>, tensor<?x4xf32>, index) -> (tensor<120xf32>, tensor<?x2x2x1xf32>), sym_name = "chains"}> ({
  ^bb0(%arg0: tensor<2x3x4x5xf32> loc("input.mlir":6:19), %arg1: tensor<?x4xf32> loc("input.mlir":6:44), %arg2: index loc("input.mlir":6:65)):
    %0 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x3x4x5xf32>) -> tensor<6x4x5xf32> loc(#loc5)
    %1 = "tensor.collapse_shape"(%0) <{reassociation = [[0, 1, 2]]}> : (tensor<6x4x5xf32>) -> tensor<120xf32> loc(#loc6)
    %2 = "tensor.expand_shape"(%arg1, %arg2) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: -9223372036854775808, 2, 2>}> : (tensor<?x4xf32>, index) -> tensor<?x2x2xf32> loc(#loc7)
    %3 = "tensor.expand_shape"(%2, %arg2) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, 2, 2, 1>}> : (tensor<?x2x2xf32>, index) -> tensor<?x2x2x1xf32> loc(#loc8)
    "func.return"(%1, %3) : (tensor<120xf32>, tensor<?x2x2x1xf32>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":6:1)
#loc5 = loc("input.mlir":7:8)
#loc6 = loc("input.mlir":8:8)
#loc7 = loc("input.mlir":9:8)
#loc8 = loc("input.mlir":10:8)
#loc9 = loc("input.mlir":11:3)

