#loc2 = loc("input.mlir":3:18)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (memref<4xi32>, memref<4xi32>, i32, i32), sym_name = "alloc"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:18)):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32> loc(#loc3)
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32> loc(#loc4)
    %2 = "memref.load"(%0, %arg0) : (memref<4xi32>, index) -> i32 loc(#loc5)
    %3 = "memref.load"(%1, %arg0) : (memref<4xi32>, index) -> i32 loc(#loc6)
    "func.return"(%0, %1, %2, %3) : (memref<4xi32>, memref<4xi32>, i32, i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:8)
#loc7 = loc("input.mlir":8:3)

