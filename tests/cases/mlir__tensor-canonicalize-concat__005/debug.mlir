#loc2 = loc("input.mlir":2:20)
#loc3 = loc("input.mlir":2:41)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<?x?xf32>, sym_name = "concat2"}> ({
  ^bb0(%arg0: tensor<2x4xf32> loc("input.mlir":2:20), %arg1: tensor<3x4xf32> loc("input.mlir":2:41)):
    %0 = "tensor.cast"(%arg0) : (tensor<2x4xf32>) -> tensor<?x?xf32> loc(#loc4)
    %1 = "tensor.concat"(%0, %arg1) <{dim = 0 : i64}> : (tensor<?x?xf32>, tensor<3x4xf32>) -> tensor<?x?xf32> loc(#loc5)
    "func.return"(%1) : (tensor<?x?xf32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:3)

