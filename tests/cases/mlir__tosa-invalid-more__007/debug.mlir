#loc2 = loc("input.mlir":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xi8>) -> tensor<2x3xi8>, sym_name = "h"}> ({
  ^bb0(%arg0: tensor<2x3xi8> loc("input.mlir":2:14)):
    %0 = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8> loc(#loc3)
    %1 = "tosa.negate"(%arg0, %0, %0) : (tensor<2x3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8> loc(#loc4)
    "func.return"(%1) : (tensor<2x3xi8>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:3)

