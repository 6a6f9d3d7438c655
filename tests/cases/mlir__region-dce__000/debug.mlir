#loc2 = loc("input.mlir":4:21)
#loc3 = loc("input.mlir":4:29)
#loc4 = loc("input.mlir":4:38)
#loc10 = loc("input.mlir":12:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (), sym_name = "dead_arg"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":4:21), %arg1: i32 loc("input.mlir":4:29), %arg2: i32 loc("input.mlir":4:38)):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc5)
  ^bb1:  // pred: ^bb0
    "foo.a"() : () -> () loc(#loc6)
    "cf.br"(%arg1)[^bb3] : (i32) -> () loc(#loc7)
  ^bb2:  // pred: ^bb0
    "foo.b"() : () -> () loc(#loc8)
    "cf.br"(%arg2)[^bb3] : (i32) -> () loc(#loc9)
  ^bb3(%0: i32 loc("input.mlir":12:6)):  // 2 preds: ^bb1, ^bb2
    "foo.c"() : () -> () loc(#loc11)
    "func.return"() : () -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc5 = loc("input.mlir":5:3)
#loc6 = loc("input.mlir":7:3)
#loc7 = loc("input.mlir":8:3)
#loc8 = loc("input.mlir":10:3)
#loc9 = loc("input.mlir":11:3)
#loc11 = loc("input.mlir":13:3)
#loc12 = loc("input.mlir":14:3)

