"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x4xf32>, tensor<8x?x?xf32>, index, index) -> (tensor<?x4xf32>, tensor<8x?x?xf32>, tensor<8x?xf32>), sym_name = "inverse_pairs"}> ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: tensor<8x?x?xf32>, %arg2: index, %arg3: index):
    %0 = "tensor.expand_shape"(%arg0, %arg2) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, 4>}> : (tensor<?x4xf32>, index) -> tensor<?x2x4xf32>
    %1 = "tensor.collapse_shape"(%0) <{reassociation = [[0, 1], [2]]}> : (tensor<?x2x4xf32>) -> tensor<?x4xf32>
    %2 = "tensor.collapse_shape"(%arg1) <{reassociation = [[0], [1, 2]]}> : (tensor<8x?x?xf32>) -> tensor<8x?xf32>
    %3 = "tensor.expand_shape"(%2, %arg2, %arg3) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 8, -9223372036854775808, -9223372036854775808>}> : (tensor<8x?xf32>, index, index) -> tensor<8x?x?xf32>
    %4 = "tensor.expand_shape"(%2, %arg2) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 4, -9223372036854775808>}> : (tensor<8x?xf32>, index) -> tensor<2x4x?xf32>
    %5 = "tensor.collapse_shape"(%4) <{reassociation = [[0, 1], [2]]}> : (tensor<2x4x?xf32>) -> tensor<8x?xf32>
    "func.return"(%1, %3, %5) : (tensor<?x4xf32>, tensor<8x?x?xf32>, tensor<8x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

