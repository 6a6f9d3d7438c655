"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<3xi32>, tensor<3xi1>), sym_name = "sparse_duplicate_index"}> ({
    %0 = "arith.constant"() <{value = sparse<[[1], [1], [2]], [7, 9, 4]> : tensor<3xi32>}> : () -> tensor<3xi32> loc(#loc2)
    %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32> loc(#loc3)
    %2 = "arith.constant"() <{value = dense<0> : tensor<3xi32>}> : () -> tensor<3xi32> loc(#loc4)
    %3 = "arith.cmpi"(%0, %2) <{predicate = 0 : i64}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1> loc(#loc5)
    "func.return"(%1, %3) : (tensor<3xi32>, tensor<3xi1>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc2 = loc("input.mlir":4:8)
#loc3 = loc("input.mlir":5:8)
#loc4 = loc("input.mlir":6:8)
#loc5 = loc("input.mlir":7:8)
#loc6 = loc("input.mlir":8:3)

