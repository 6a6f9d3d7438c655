"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?x?xi64>, tensor<4x6xf32>, index, index, index) -> (tensor<?x?xi64>, tensor<2x2x6xf32>, tensor<24xf32>), sym_name = "collapse_of_expand"}> ({
  ^bb0(%arg0: tensor<?x?x?xi64>, %arg1: tensor<4x6xf32>, %arg2: index, %arg3: index, %arg4: index):
    %0 = "tensor.expand_shape"(%arg0, %arg2, %arg3, %arg4) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808, 1>}> : (tensor<?x?x?xi64>, index, index, index) -> tensor<?x?x?x1xi64>
    %1 = "tensor.collapse_shape"(%0) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<?x?x?x1xi64>) -> tensor<?x?xi64>
    %2 = "tensor.expand_shape"(%arg1) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 2, 2, 3>}> : (tensor<4x6xf32>) -> tensor<2x2x2x3xf32>
    %3 = "tensor.collapse_shape"(%2) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x2x2x3xf32>) -> tensor<2x2x6xf32>
    %4 = "tensor.collapse_shape"(%2) <{reassociation = [[0, 1, 2, 3]]}> : (tensor<2x2x2x3xf32>) -> tensor<24xf32>
    "func.return"(%1, %3, %4) : (tensor<?x?xi64>, tensor<2x2x6xf32>, tensor<24xf32>) -> ()
  }) : () -> ()
}) : () -> ()

