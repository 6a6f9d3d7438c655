"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<?x3x4xf32>, index) -> (tensor<6x2x2xf32>, tensor<?x12xf32>, tensor<2x3x2x2xf32>), sym_name = "expand_of_collapse"}> ({
  ^bb0(%arg0: tensor<2x3x4xf32>, %arg1: tensor<?x3x4xf32>, %arg2: index):
    %0 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2]]}> : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    %1 = "tensor.expand_shape"(%0) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 6, 2, 2>}> : (tensor<6x4xf32>) -> tensor<6x2x2xf32>
    %2 = "tensor.collapse_shape"(%arg1) <{reassociation = [[0, 1, 2]]}> : (tensor<?x3x4xf32>) -> tensor<?xf32>
    %3 = "tensor.expand_shape"(%2, %arg2) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 12>}> : (tensor<?xf32>, index) -> tensor<?x12xf32>
    %4 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1, 2]]}> : (tensor<2x3x4xf32>) -> tensor<24xf32>
    %5 = "tensor.expand_shape"(%4) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 2, 3, 2, 2>}> : (tensor<24xf32>) -> tensor<2x3x2x2xf32>
    "func.return"(%1, %3, %5) : (tensor<6x2x2xf32>, tensor<?x12xf32>, tensor<2x3x2x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

