#loc2 = loc("input.mlir":2:20)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>) -> index, sym_name = "bad_dim"}> ({
  ^bb0(%arg0: tensor<2xf32> loc("input.mlir":2:20)):
    %0 = "arith.constant"() <{value = 5 : index}> : () -> index loc(#loc3)
    %1 = "shape.dim"(%arg0, %0) : (tensor<2xf32>, index) -> index loc(#loc4)
    "func.return"(%1) : (index) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:3)

