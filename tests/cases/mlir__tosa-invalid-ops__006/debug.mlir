#loc2 = loc("input.mlir":2:16)
#loc3 = loc("input.mlir":2:34)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi8>, tensor<255xi8>) -> tensor<4xi8>, sym_name = "tb2"}> ({
  ^bb0(%arg0: tensor<4xi8> loc("input.mlir":2:16), %arg1: tensor<255xi8> loc("input.mlir":2:34)):
    %0 = "tosa.table"(%arg0, %arg1) : (tensor<4xi8>, tensor<255xi8>) -> tensor<4xi8> loc(#loc4)
    "func.return"(%0) : (tensor<4xi8>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:3)

