#loc2 = loc("input.mlir":3:14)
#loc3 = loc("input.mlir":3:36)
#loc4 = loc("input.mlir":3:47)
#loc5 = loc("input.mlir":3:66)
#loc7 = loc("input.mlir":5:8)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<10x?xf32>, index, memref<1xi32>, f32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<10x?xf32> loc("input.mlir":3:14), %arg1: index loc("input.mlir":3:36), %arg2: memref<1xi32> loc("input.mlir":3:47), %arg3: f32 loc("input.mlir":3:66)):
    %0 = "memref.generic_atomic_rmw"(%arg0, %arg1, %arg1) ({
    ^bb0(%arg4: f32 loc("input.mlir":5:8)):
      "memref.atomic_yield"(%arg4) : (f32) -> () loc(#loc8)
    }) : (memref<10x?xf32>, index, index) -> f32 loc(#loc6)
    "memref.dma_wait"(%arg2, %arg1, %arg1) : (memref<1xi32>, index, index) -> () loc(#loc9)
    %1 = "memref.reshape"(%arg0, %arg2) : (memref<10x?xf32>, memref<1xi32>) -> memref<?xf32> loc(#loc10)
    "func.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc6 = loc("input.mlir":4:9)
#loc8 = loc("input.mlir":6:5)
#loc9 = loc("input.mlir":8:3)
#loc10 = loc("input.mlir":9:9)
#loc11 = loc("input.mlir":10:3)

