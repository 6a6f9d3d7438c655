"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<3x2x4xf32>, tensor<4x3x2xf32>) -> tensor<4x3x2xf32>, sym_name = "transposes"}> ({
  ^bb0(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3x2x4xf32>, %arg2: tensor<4x3x2xf32>):
    %0 = "linalg.transpose"(%arg0, %arg1) <{permutation = array<i64: 1, 0, 2>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      "linalg.yield"(%arg5) : (f32) -> ()
    }) : (tensor<2x3x4xf32>, tensor<3x2x4xf32>) -> tensor<3x2x4xf32>
    %1 = "linalg.transpose"(%0, %arg2) <{permutation = array<i64: 2, 0, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      "linalg.yield"(%arg3) : (f32) -> ()
    }) : (tensor<3x2x4xf32>, tensor<4x3x2xf32>) -> tensor<4x3x2xf32>
    "func.return"(%1) : (tensor<4x3x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

