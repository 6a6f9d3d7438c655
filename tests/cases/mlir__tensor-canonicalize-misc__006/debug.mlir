#loc2 = loc("input.mlir":2:15)
#loc3 = loc("input.mlir":2:36)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x?xf32>, index) -> f32, sym_name = "x1"}> ({
  ^bb0(%arg0: tensor<4x?xf32> loc("input.mlir":2:15), %arg1: index loc("input.mlir":2:36)):
    %0 = "tensor.cast"(%arg0) : (tensor<4x?xf32>) -> tensor<*xf32> loc(#loc4)
    %1 = "tensor.cast"(%0) : (tensor<*xf32>) -> tensor<?x?xf32> loc(#loc5)
    %2 = "tensor.extract"(%1, %arg1, %arg1) : (tensor<?x?xf32>, index, index) -> f32 loc(#loc6)
    "func.return"(%2) : (f32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:3)

