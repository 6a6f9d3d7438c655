#loc2 = loc("input.mlir":2:19)
#loc3 = loc("input.mlir":2:28)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "switch"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:19), %arg1: i32 loc("input.mlir":2:28)):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32> loc(#loc4)
    "cf.switch"(%arg0)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[42, 43]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> () loc(#loc5)
  ^bb1:  // pred: ^bb0
    "memref.store"(%arg0, %0) : (i32, memref<i32>) -> () loc(#loc6)
    "cf.br"()[^bb4] : () -> () loc(#loc7)
  ^bb2:  // pred: ^bb0
    "memref.store"(%arg1, %0) : (i32, memref<i32>) -> () loc(#loc8)
    "cf.br"()[^bb4] : () -> () loc(#loc9)
  ^bb3:  // pred: ^bb0
    "cf.br"()[^bb4] : () -> () loc(#loc10)
  ^bb4:  // 3 preds: ^bb1, ^bb2, ^bb3
    %1 = "memref.load"(%0) : (memref<i32>) -> i32 loc(#loc11)
    "func.return"(%1) : (i32) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:3)
#loc6 = loc("input.mlir":10:3)
#loc7 = loc("input.mlir":11:3)
#loc8 = loc("input.mlir":13:3)
#loc9 = loc("input.mlir":14:3)
#loc10 = loc("input.mlir":16:3)
#loc11 = loc("input.mlir":18:8)
#loc12 = loc("input.mlir":19:3)

