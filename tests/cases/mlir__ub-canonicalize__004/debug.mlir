#loc2 = loc("input.mlir":2:29)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "unreachable_kept"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:29)):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc3)
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> () loc(#loc4)
  ^bb2:  // pred: ^bb0
    "test.side_effect"() : () -> () loc(#loc5)
    "ub.unreachable"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":7:3)
#loc6 = loc("input.mlir":8:3)

