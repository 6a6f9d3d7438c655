"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<2x2xi32>, tensor<2x2xi32>), sym_name = "sparse_binary"}> ({
    %0 = "arith.constant"() <{value = sparse<[[0, 0], [1, 1]], [1, 2]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32> loc(#loc2)
    %1 = "arith.constant"() <{value = dense<3> : tensor<2x2xi32>}> : () -> tensor<2x2xi32> loc(#loc3)
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32> loc(#loc4)
    %3 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32> loc(#loc5)
    "func.return"(%2, %3) : (tensor<2x2xi32>, tensor<2x2xi32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc2 = loc("input.mlir":5:8)
#loc3 = loc("input.mlir":6:8)
#loc4 = loc("input.mlir":7:8)
#loc5 = loc("input.mlir":8:8)
#loc6 = loc("input.mlir":9:3)

