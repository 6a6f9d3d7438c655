#loc2 = loc("input.mlir":3:27)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "unreg_deadcode"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:27)):
    %0 = "arith.constant"() <{value = false}> : () -> i1 loc(#loc3)
    "cf.cond_br"(%0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc4)
  ^bb1:  // pred: ^bb0
    %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    "foo.sink"(%1) : (i32) -> () loc(#loc6)
    "cf.br"()[^bb2] : () -> () loc(#loc7)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:12)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":7:8)
#loc6 = loc("input.mlir":8:3)
#loc7 = loc("input.mlir":9:3)
#loc8 = loc("input.mlir":11:3)

