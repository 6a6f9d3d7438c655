#loc2 = loc("input.mlir":2:23)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<memref<i32>>) -> (), sym_name = "self_store"}> ({
  ^bb0(%arg0: memref<memref<i32>> loc("input.mlir":2:23)):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<memref<i32>> loc(#loc3)
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32> loc(#loc4)
    "memref.store"(%1, %0) : (memref<i32>, memref<memref<i32>>) -> () loc(#loc5)
    %2 = "memref.load"(%0) : (memref<memref<i32>>) -> memref<i32> loc(#loc6)
    "memref.store"(%2, %arg0) : (memref<i32>, memref<memref<i32>>) -> () loc(#loc7)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:3)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:3)
#loc8 = loc("input.mlir":8:3)

