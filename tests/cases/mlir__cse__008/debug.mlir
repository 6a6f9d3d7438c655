#loc2 = loc("input.mlir":3:32)
#loc3 = loc("input.mlir":3:51)
#loc4 = loc("input.mlir":3:62)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, index, i1) -> i32, sym_name = "reads_across_blocks"}> ({
  ^bb0(%arg0: memref<4xi32> loc("input.mlir":3:32), %arg1: index loc("input.mlir":3:51), %arg2: i1 loc("input.mlir":3:62)):
    %0 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32 loc(#loc5)
    "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc6)
  ^bb1:  // pred: ^bb0
    %1 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32 loc(#loc7)
    "cf.br"()[^bb2] : () -> () loc(#loc8)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %2 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32 loc(#loc9)
    %3 = "arith.addi"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc10)
    "func.return"(%3) : (i32) -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:3)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:3)
#loc9 = loc("input.mlir":10:8)
#loc10 = loc("input.mlir":11:8)
#loc11 = loc("input.mlir":12:3)

