"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<2x3xi64>, tensor<2x3xf32>), sym_name = "sparse_cast"}> ({
    %0 = "arith.constant"() <{value = sparse<[[0, 2], [1, 0]], [-1, 5]> : tensor<2x3xi8>}> : () -> tensor<2x3xi8>
    %1 = "arith.extsi"(%0) : (tensor<2x3xi8>) -> tensor<2x3xi64>
    %2 = "arith.sitofp"(%0) : (tensor<2x3xi8>) -> tensor<2x3xf32>
    "func.return"(%1, %2) : (tensor<2x3xi64>, tensor<2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

