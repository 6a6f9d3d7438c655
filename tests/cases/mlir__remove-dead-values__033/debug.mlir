#loc2 = loc("input.mlir":3:17)
#loc3 = loc("input.mlir":3:26)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, memref<i32>) -> (), sym_name = "main"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:17), %arg1: memref<i32> loc("input.mlir":3:26)):
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc4)
    "cf.cond_br"(%0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc5)
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> () loc(#loc6)
  ^bb2:  // pred: ^bb0
    %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc7)
    "memref.store"(%1, %arg1) : (i32, memref<i32>) -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:11)
#loc5 = loc("input.mlir":5:3)
#loc6 = loc("input.mlir":7:3)
#loc7 = loc("input.mlir":9:8)
#loc8 = loc("input.mlir":10:3)
#loc9 = loc("input.mlir":11:3)

