#loc2 = loc("input.mlir":4:14)
#loc3 = loc("input.mlir":4:34)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xi8>, tensor<256xi8>) -> tensor<2x3xi8>, sym_name = "a"}> ({
  ^bb0(%arg0: tensor<2x3xi8> loc("input.mlir":4:14), %arg1: tensor<256xi8> loc("input.mlir":4:34)):
    %0 = "tosa.table"(%arg0, %arg1) : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<2x3xi8> loc(#loc4)
    "func.return"(%0) : (tensor<2x3xi8>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:3)

