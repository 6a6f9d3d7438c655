#loc2 = loc("input.mlir":2:19)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32, 1>) -> (memref<4xf32, 3>, memref<4xf32, 1>), sym_name = "spaces"}> ({
  ^bb0(%arg0: memref<4xf32, 1> loc("input.mlir":2:19)):
    %0 = "memref.memory_space_cast"(%arg0) : (memref<4xf32, 1>) -> memref<4xf32, 2> loc(#loc3)
    %1 = "memref.memory_space_cast"(%0) : (memref<4xf32, 2>) -> memref<4xf32, 3> loc(#loc4)
    %2 = "memref.memory_space_cast"(%arg0) : (memref<4xf32, 1>) -> memref<4xf32, 1> loc(#loc5)
    "func.return"(%1, %2) : (memref<4xf32, 3>, memref<4xf32, 1>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:3)

