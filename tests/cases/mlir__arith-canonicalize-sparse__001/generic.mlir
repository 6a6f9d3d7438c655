"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<4xf32>, tensor<4xf64>), sym_name = "sparse_unary_float"}> ({
    %0 = "arith.constant"() <{value = sparse<[[1], [3]], [1.500000e+00, -2.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %1 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "arith.extf"(%0) : (tensor<4xf32>) -> tensor<4xf64>
    "func.return"(%1, %2) : (tensor<4xf32>, tensor<4xf64>) -> ()
  }) : () -> ()
}) : () -> ()

