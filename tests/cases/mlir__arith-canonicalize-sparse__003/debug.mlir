"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<2x3xi64>, tensor<2x3xf32>), sym_name = "sparse_cast"}> ({
    %0 = "arith.constant"() <{value = sparse<[[0, 2], [1, 0]], [-1, 5]> : tensor<2x3xi8>}> : () -> tensor<2x3xi8> loc(#loc2)
    %1 = "arith.extsi"(%0) : (tensor<2x3xi8>) -> tensor<2x3xi64> loc(#loc3)
    %2 = "arith.sitofp"(%0) : (tensor<2x3xi8>) -> tensor<2x3xf32> loc(#loc4)
    "func.return"(%1, %2) : (tensor<2x3xi64>, tensor<2x3xf32>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:3)

