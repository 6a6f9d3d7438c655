#loc2 = loc("input.mlir":2:18)
#loc3 = loc("input.mlir":2:41)
#loc4 = loc("input.mlir":2:64)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<10xf32>, memref<10xf32>, f32) -> (), sym_name = "casts"}> ({
  ^bb0(%arg0: memref<10xf32> loc("input.mlir":2:18), %arg1: memref<10xf32> loc("input.mlir":2:41), %arg2: f32 loc("input.mlir":2:64)):
    %0 = "memref.cast"(%arg0) : (memref<10xf32>) -> memref<?xf32> loc(#loc5)
    %1 = "memref.cast"(%arg1) : (memref<10xf32>) -> memref<?xf32> loc(#loc6)
    "gpu.memcpy"(%0, %1) : (memref<?xf32>, memref<?xf32>) -> () loc(#loc7)
    "gpu.memset"(%0, %arg2) : (memref<?xf32>, f32) -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:3)
#loc8 = loc("input.mlir":6:3)
#loc9 = loc("input.mlir":7:3)

