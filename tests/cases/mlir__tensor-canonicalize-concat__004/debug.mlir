#loc2 = loc("input.mlir":2:19)
#loc3 = loc("input.mlir":2:40)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x4xf32>, tensor<3x?xf32>) -> tensor<?x?xf32>, sym_name = "concat"}> ({
  ^bb0(%arg0: tensor<?x4xf32> loc("input.mlir":2:19), %arg1: tensor<3x?xf32> loc("input.mlir":2:40)):
    %0 = "tensor.concat"(%arg0, %arg1) <{dim = 0 : i64}> : (tensor<?x4xf32>, tensor<3x?xf32>) -> tensor<?x?xf32> loc(#loc4)
    "func.return"(%0) : (tensor<?x?xf32>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:3)

