#loc6 = loc("input.mlir":8:17)
"builtin.module"() ({
  "func.func"() <{function_type = () -> f32, sym_name = "f1"}> ({
    %3 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32> loc(#loc2)
    %4 = "memref.load"(%3) : (memref<f32>) -> f32 loc(#loc3)
    "func.return"(%4) : (f32) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (index) -> index, sym_name = "f2"}> ({
  ^bb0(%arg0: index loc("input.mlir":8:17)):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xindex> loc(#loc7)
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc8)
    "memref.store"(%arg0, %0, %1) : (index, memref<1xindex>, index) -> () loc(#loc9)
    %2 = "memref.load"(%0, %1) : (memref<1xindex>, index) -> index loc(#loc10)
    "func.return"(%2) : (index) -> () loc(#loc11)
  }) : () -> () loc(#loc5)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":2:1)
#loc1 = loc("input.mlir":3:3)
#loc2 = loc("input.mlir":4:10)
#loc3 = loc("input.mlir":5:10)
#loc4 = loc("input.mlir":6:5)
#loc5 = loc("input.mlir":8:3)
#loc7 = loc("input.mlir":9:10)
#loc8 = loc("input.mlir":10:11)
#loc9 = loc("input.mlir":11:5)
#loc10 = loc("input.mlir":12:10)
#loc11 = loc("input.mlir":13:5)

