#loc2 = loc("input.mlir":2:15)
#loc3 = loc("input.mlir":2:33)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi16>, sym_name = "tb"}> ({
  ^bb0(%arg0: tensor<4xi8> loc("input.mlir":2:15), %arg1: tensor<256xi8> loc("input.mlir":2:33)):
    %0 = "tosa.table"(%arg0, %arg1) : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi16> loc(#loc4)
    "func.return"(%0) : (tensor<4xi16>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:3)

