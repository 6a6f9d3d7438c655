#loc2 = loc("input.mlir":2:15)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<3xf32>, sym_name = "id"}> ({
  ^bb0(%arg0: tensor<2xf32> loc("input.mlir":2:15)):
    %0 = "tosa.identity"(%arg0) : (tensor<2xf32>) -> tensor<3xf32> loc(#loc3)
    "func.return"(%0) : (tensor<3xf32>) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:3)

