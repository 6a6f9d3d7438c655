#loc2 = loc("input.mlir":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32, 1>) -> (), sym_name = "g"}> ({
  ^bb0(%arg0: memref<?xf32, 1> loc("input.mlir":2:14)):
    %0 = "bufferization.to_tensor"(%arg0) : (memref<?xf32, 1>) -> tensor<?xf32> loc(#loc3)
    "func.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:3)

