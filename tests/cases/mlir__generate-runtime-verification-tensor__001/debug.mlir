"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc2)
    %1 = "tensor.empty"() : () -> tensor<1xf32> loc(#loc3)
    %2 = "tensor.dim"(%1, %0) : (tensor<1xf32>, index) -> index loc(#loc4)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:9)
#loc3 = loc("input.mlir":4:13)
#loc4 = loc("input.mlir":5:10)
#loc5 = loc("input.mlir":6:3)

