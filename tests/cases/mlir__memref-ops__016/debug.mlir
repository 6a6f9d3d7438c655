#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:33)
#loc5 = loc("input.mlir":4:8)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32> loc("input.mlir":2:14), %arg1: index loc("input.mlir":2:33)):
    %0 = "memref.generic_atomic_rmw"(%arg0, %arg1) ({
    ^bb0(%arg2: f32 loc("input.mlir":4:8)):
      %1 = "memref.alloca_scope"() ({
        "memref.alloca_scope.return"(%arg2) : (f32) -> () loc(#loc7)
      }) : () -> f32 loc(#loc6)
      "memref.atomic_yield"(%1) : (f32) -> () loc(#loc8)
    }) : (memref<4xf32>, index) -> f32 loc(#loc4)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":5:10)
#loc7 = loc("input.mlir":6:7)
#loc8 = loc("input.mlir":8:5)
#loc9 = loc("input.mlir":10:3)

