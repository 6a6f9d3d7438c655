"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<2xf32>, sym_name = "b1"}> ({
    %0 = "arith.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32> loc(#loc2)
    %1 = "tensor.bitcast"(%0) : (tensor<2xi32>) -> tensor<2xf32> loc(#loc3)
    "func.return"(%1) : (tensor<2xf32>) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:3)

