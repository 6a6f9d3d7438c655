#loc2 = loc("input.mlir":3:27)
#loc3 = loc("input.mlir":3:35)
#loc4 = loc("input.mlir":3:44)
#loc10 = loc("input.mlir":11:6)
#loc11 = loc("input.mlir":11:15)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "redundant_args"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":3:27), %arg1: i32 loc("input.mlir":3:35), %arg2: i32 loc("input.mlir":3:44)):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc5)
  ^bb1:  // pred: ^bb0
    "foo.x"() : () -> () loc(#loc6)
    "cf.br"(%arg1, %arg2)[^bb3] : (i32, i32) -> () loc(#loc7)
  ^bb2:  // pred: ^bb0
    "foo.y"() : () -> () loc(#loc8)
    "cf.br"(%arg1, %arg1)[^bb3] : (i32, i32) -> () loc(#loc9)
  ^bb3(%0: i32 loc("input.mlir":11:6), %1: i32 loc("input.mlir":11:15)):  // 2 preds: ^bb1, ^bb2
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc12)
    "func.return"(%2) : (i32) -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:3)
#loc6 = loc("input.mlir":6:3)
#loc7 = loc("input.mlir":7:3)
#loc8 = loc("input.mlir":9:3)
#loc9 = loc("input.mlir":10:3)
#loc12 = loc("input.mlir":12:8)
#loc13 = loc("input.mlir":13:3)

