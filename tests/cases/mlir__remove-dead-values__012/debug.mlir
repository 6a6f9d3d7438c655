#loc2 = loc("input.mlir":3:24)
#loc3 = loc("input.mlir":3:33)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, memref<i32>) -> (), sym_name = "dead_branch"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:24), %arg1: memref<i32> loc("input.mlir":3:33)):
    %0 = "arith.constant"() <{value = false}> : () -> i1 loc(#loc4)
    "cf.cond_br"(%0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc5)
  ^bb1:  // pred: ^bb0
    %1 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> : (i32, i32) -> i1 loc(#loc6)
    "cf.cond_br"(%1)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc7)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "func.return"() : () -> () loc(#loc8)
  ^bb3:  // pred: ^bb1
    "memref.store"(%arg0, %arg1) : (i32, memref<i32>) -> () loc(#loc9)
    "func.return"() : () -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:12)
#loc5 = loc("input.mlir":5:3)
#loc6 = loc("input.mlir":7:8)
#loc7 = loc("input.mlir":8:3)
#loc8 = loc("input.mlir":10:3)
#loc9 = loc("input.mlir":12:3)
#loc10 = loc("input.mlir":13:3)

