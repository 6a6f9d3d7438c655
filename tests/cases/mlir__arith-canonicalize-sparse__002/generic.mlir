"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<3xi32>, tensor<3xi1>), sym_name = "sparse_duplicate_index"}> ({
    %0 = "arith.constant"() <{value = sparse<[[1], [1], [2]], [7, 9, 4]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %2 = "arith.constant"() <{value = dense<0> : tensor<3xi32>}> : () -> tensor<3xi32>
    %3 = "arith.cmpi"(%0, %2) <{predicate = 0 : i64}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    "func.return"(%1, %3) : (tensor<3xi32>, tensor<3xi1>) -> ()
  }) : () -> ()
}) : () -> ()

