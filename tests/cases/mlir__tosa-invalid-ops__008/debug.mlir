#loc2 = loc("input.mlir":2:16)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>) -> tensor<3x2xf32>, sym_name = "rev"}> ({
  ^bb0(%arg0: tensor<2x3xf32> loc("input.mlir":2:16)):
    %0 = "tosa.reverse"(%arg0) <{axis = 0 : i32}> : (tensor<2x3xf32>) -> tensor<3x2xf32> loc(#loc3)
    "func.return"(%0) : (tensor<3x2xf32>) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:3)

