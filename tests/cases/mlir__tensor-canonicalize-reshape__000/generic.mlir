"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4x5xf32>, tensor<?x4xf32>, index) -> (tensor<120xf32>, tensor<?x2x2x1xf32>), sym_name = "chains"}> ({
  ^bb0(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<?x4xf32>, %arg2: index):
    %0 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x3x4x5xf32>) -> tensor<6x4x5xf32>
    %1 = "tensor.collapse_shape"(%0) <{reassociation = [[0, 1, 2]]}> : (tensor<6x4x5xf32>) -> tensor<120xf32>
    %2 = "tensor.expand_shape"(%arg1, %arg2) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: -9223372036854775808, 2, 2>}> : (tensor<?x4xf32>, index) -> tensor<?x2x2xf32>
    %3 = "tensor.expand_shape"(%2, %arg2) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, 2, 2, 1>}> : (tensor<?x2x2xf32>, index) -> tensor<?x2x2x1xf32>
    "func.return"(%1, %3) : (tensor<120xf32>, tensor<?x2x2x1xf32>) -> ()
  }) : () -> ()
}) : () -> ()

