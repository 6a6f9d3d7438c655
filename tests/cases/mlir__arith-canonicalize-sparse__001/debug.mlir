"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<4xf32>, tensor<4xf64>), sym_name = "sparse_unary_float"}> ({
    %0 = "arith.constant"() <{value = sparse<[[1], [3]], [1.500000e+00, -2.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32> loc(#loc2)
    %1 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf32>) -> tensor<4xf32> loc(#loc3)
    %2 = "arith.extf"(%0) : (tensor<4xf32>) -> tensor<4xf64> loc(#loc4)
    "func.return"(%1, %2) : (tensor<4xf32>, tensor<4xf64>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:3)

