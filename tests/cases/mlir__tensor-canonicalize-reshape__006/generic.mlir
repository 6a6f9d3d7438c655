"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x4xf32>, index) -> (index, index), sym_name = "dims_of_reshapes"}> ({
  ^bb0(%arg0: tensor<?x4xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "tensor.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, 4>}> : (tensor<?x4xf32>, index) -> tensor<?x2x4xf32>
    %3 = "tensor.dim"(%2, %1) : (tensor<?x2x4xf32>, index) -> index
    %4 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<?x4xf32>) -> tensor<?xf32>
    %5 = "tensor.dim"(%4, %1) : (tensor<?xf32>, index) -> index
    "func.return"(%3, %5) : (index, index) -> ()
  }) : () -> ()
}) : () -> ()

