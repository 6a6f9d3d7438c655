#loc2 = loc("input.mlir":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<*xf32>) -> (), sym_name = "b"}> ({
  ^bb0(%arg0: memref<*xf32> loc("input.mlir":2:14)):
    %0 = "bufferization.to_tensor"(%arg0) : (memref<*xf32>) -> tensor<*xf32> loc(#loc3)
    %1 = "bufferization.to_buffer"(%0) : (tensor<*xf32>) -> memref<*xf32, 3> loc(#loc4)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:3)

