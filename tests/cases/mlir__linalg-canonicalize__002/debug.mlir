#loc2 = loc("input.mlir":2:23)
#loc3 = loc("input.mlir":2:46)
#loc4 = loc("input.mlir":2:69)
#loc5 = loc("input.mlir":3:8)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<3x2x4xf32>, tensor<4x3x2xf32>) -> tensor<4x3x2xf32>, sym_name = "transposes"}> ({
  ^bb0(%arg0: tensor<2x3x4xf32> loc("input.mlir":2:23), %arg1: tensor<3x2x4xf32> loc("input.mlir":2:46), %arg2: tensor<4x3x2xf32> loc("input.mlir":2:69)):
    %0 = "linalg.transpose"(%arg0, %arg1) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg5: f32 loc("input.mlir":2:23), %arg6: f32 loc("input.mlir":2:46)):
      "linalg.yield"(%arg5) : (f32) -> () loc(#loc5)
    }) : (tensor<2x3x4xf32>, tensor<3x2x4xf32>) -> tensor<3x2x4xf32> loc(#loc5)
    %1 = "linalg.transpose"(%0, %arg2) <{permutation = array<i64: 2, 0, 1>}> ({
    ^bb0(%arg3: f32 loc("input.mlir":3:8), %arg4: f32 loc("input.mlir":2:69)):
      "linalg.yield"(%arg3) : (f32) -> () loc(#loc6)
    }) : (tensor<3x2x4xf32>, tensor<4x3x2xf32>) -> tensor<4x3x2xf32> loc(#loc6)
    "func.return"(%1) : (tensor<4x3x2xf32>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:3)

