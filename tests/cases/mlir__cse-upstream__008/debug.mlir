#loc7 = loc("input.mlir":13:6)
"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "down_propagate"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc2)
    %1 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc3)
    "cf.cond_br"(%1, %0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> () loc(#loc4)
  ^bb1:  // pred: ^bb0
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc5)
    "cf.br"(%2)[^bb2] : (i32) -> () loc(#loc6)
  ^bb2(%3: i32 loc("input.mlir":13:6)):  // 2 preds: ^bb0, ^bb1
    "func.return"(%3) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":5:11)
#loc4 = loc("input.mlir":7:3)
#loc5 = loc("input.mlir":10:8)
#loc6 = loc("input.mlir":11:3)
#loc8 = loc("input.mlir":14:3)

