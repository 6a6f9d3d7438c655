#loc2 = loc("input.mlir":2:26)
#loc3 = loc("input.mlir":2:50)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> (), sym_name = "store_dynamic"}> ({
  ^bb0(%arg0: memref<?xf32> loc("input.mlir":2:26), %arg1: index loc("input.mlir":2:50)):
    %3 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc(#loc4)
    "memref.store"(%3, %arg0, %arg1) : (f32, memref<?xf32>, index) -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<10xf32> loc(#loc8)
    %1 = "memref.cast"(%0) : (memref<10xf32>) -> memref<?xf32> loc(#loc9)
    %2 = "arith.constant"() <{value = 9 : index}> : () -> index loc(#loc10)
    "func.call"(%1, %2) <{callee = @store_dynamic}> : (memref<?xf32>, index) -> () loc(#loc11)
    "func.return"() : () -> () loc(#loc12)
  }) : () -> () loc(#loc7)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:10)
#loc5 = loc("input.mlir":4:3)
#loc6 = loc("input.mlir":5:3)
#loc7 = loc("input.mlir":8:1)
#loc8 = loc("input.mlir":9:12)
#loc9 = loc("input.mlir":10:11)
#loc10 = loc("input.mlir":11:9)
#loc11 = loc("input.mlir":12:3)
#loc12 = loc("input.mlir":13:3)

