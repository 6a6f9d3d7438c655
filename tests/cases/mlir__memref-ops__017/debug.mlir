#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:33)
#loc4 = loc("input.mlir":2:52)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<1xi32>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32> loc("input.mlir":2:14), %arg1: memref<1xi32> loc("input.mlir":2:33), %arg2: index loc("input.mlir":2:52)):
    "memref.dma_start"(%arg0, %arg2, %arg0, %arg2, %arg2, %arg1, %arg2, %arg2, %arg2) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index, index) -> () loc(#loc5)
    "memref.dma_start"(%arg0, %arg2, %arg0, %arg2, %arg2, %arg1, %arg2) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index) -> () loc(#loc6)
    "memref.dma_wait"(%arg1, %arg2, %arg2) : (memref<1xi32>, index, index) -> () loc(#loc7)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:3)
#loc6 = loc("input.mlir":4:3)
#loc7 = loc("input.mlir":5:3)
#loc8 = loc("input.mlir":6:3)

