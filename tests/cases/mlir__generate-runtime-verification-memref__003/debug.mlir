#loc2 = loc("input.mlir":3:26)
#loc3 = loc("input.mlir":3:47)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, memref<?xf32>) -> (), sym_name = "memcpy_helper"}> ({
  ^bb0(%arg0: memref<?xf32> loc("input.mlir":3:26), %arg1: memref<?xf32> loc("input.mlir":3:47)):
    "memref.copy"(%arg0, %arg1) : (memref<?xf32>, memref<?xf32>) -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32> loc(#loc7)
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<5xf32> loc(#loc8)
    %2 = "memref.cast"(%0) : (memref<4xf32>) -> memref<?xf32> loc(#loc9)
    %3 = "memref.cast"(%1) : (memref<5xf32>) -> memref<?xf32> loc(#loc10)
    "func.call"(%2, %3) <{callee = @memcpy_helper}> : (memref<?xf32>, memref<?xf32>) -> () loc(#loc11)
    "func.return"() : () -> () loc(#loc12)
  }) : () -> () loc(#loc6)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:3)
#loc5 = loc("input.mlir":5:3)
#loc6 = loc("input.mlir":8:1)
#loc7 = loc("input.mlir":9:14)
#loc8 = loc("input.mlir":10:14)
#loc9 = loc("input.mlir":11:12)
#loc10 = loc("input.mlir":12:12)
#loc11 = loc("input.mlir":13:3)
#loc12 = loc("input.mlir":14:3)

