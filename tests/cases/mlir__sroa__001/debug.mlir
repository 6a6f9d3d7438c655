#loc2 = loc("input.mlir":2:20)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "too_big"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:20)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc3)
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<17xi32> loc(#loc4)
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf32> loc(#loc5)
    "memref.store"(%arg0, %1, %0) : (i32, memref<17xi32>, index) -> () loc(#loc6)
    %3 = "memref.load"(%1, %0) : (memref<17xi32>, index) -> i32 loc(#loc7)
    %4 = "memref.load"(%2, %0, %0) : (memref<4x4xf32>, index, index) -> f32 loc(#loc8)
    "func.return"(%3) : (i32) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:9)
#loc4 = loc("input.mlir":4:13)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:3)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:8)
#loc9 = loc("input.mlir":9:3)

