#loc2 = loc("input.mlir":2:18)
#loc3 = loc("input.mlir":2:37)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<*xf32>, tensor<*xf32>) -> (), sym_name = "casts"}> ({
  ^bb0(%arg0: memref<*xf32> loc("input.mlir":2:18), %arg1: tensor<*xf32> loc("input.mlir":2:37)):
    %0 = "memref.cast"(%arg0) : (memref<*xf32>) -> memref<?x4xf32> loc(#loc4)
    %1 = "tensor.cast"(%arg1) : (tensor<*xf32>) -> tensor<2x?xf32> loc(#loc5)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:3)

