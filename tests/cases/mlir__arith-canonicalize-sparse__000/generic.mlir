"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<2x2xi32>, tensor<2x2xi32>), sym_name = "sparse_binary"}> ({
    %0 = "arith.constant"() <{value = sparse<[[0, 0], [1, 1]], [1, 2]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %1 = "arith.constant"() <{value = dense<3> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
    %3 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
    "func.return"(%2, %3) : (tensor<2x2xi32>, tensor<2x2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

