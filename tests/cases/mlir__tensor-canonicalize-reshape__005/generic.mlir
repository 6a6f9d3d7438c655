"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x?x8xf32>, tensor<2x?xf32>, index) -> (tensor<?x8xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>), sym_name = "casts"}> ({
  ^bb0(%arg0: tensor<4x?x8xf32>, %arg1: tensor<2x?xf32>, %arg2: index):
    %0 = "tensor.cast"(%arg0) : (tensor<4x?x8xf32>) -> tensor<?x?x8xf32>
    %1 = "tensor.collapse_shape"(%0) <{reassociation = [[0, 1], [2]]}> : (tensor<?x?x8xf32>) -> tensor<?x8xf32>
    %2 = "tensor.collapse_shape"(%0) <{reassociation = [[0], [1, 2]]}> : (tensor<?x?x8xf32>) -> tensor<?x?xf32>
    %3 = "tensor.cast"(%arg1) : (tensor<2x?xf32>) -> tensor<?x?xf32>
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "tensor.expand_shape"(%3, %5, %arg2, %4) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<?x?xf32>, index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%1, %2, %6) : (tensor<?x8xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

