#loc2 = loc("input.mlir":3:30)
#loc3 = loc("input.mlir":3:38)
#loc4 = loc("input.mlir":3:46)
#loc5 = loc("input.mlir":3:55)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i32, i32) -> (), sym_name = "mismatch_operands"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":3:30), %arg1: i1 loc("input.mlir":3:38), %arg2: i32 loc("input.mlir":3:46), %arg3: i32 loc("input.mlir":3:55)):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc6)
  ^bb1:  // pred: ^bb0
    "foo.x"() : () -> () loc(#loc7)
    "cf.cond_br"(%arg1)[^bb3, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc8)
  ^bb2:  // pred: ^bb0
    "foo.y"() : () -> () loc(#loc9)
    "cf.cond_br"(%arg1)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc10)
  ^bb3:  // pred: ^bb1
    "foo.op"(%arg2, %arg3) : (i32, i32) -> () loc(#loc11)
    "cf.br"()[^bb6] : () -> () loc(#loc12)
  ^bb4:  // pred: ^bb2
    "foo.op"(%arg3, %arg2) : (i32, i32) -> () loc(#loc13)
    "cf.br"()[^bb6] : () -> () loc(#loc14)
  ^bb5:  // 2 preds: ^bb1, ^bb2
    "foo.other"() : () -> () loc(#loc15)
    "cf.br"()[^bb6] : () -> () loc(#loc16)
  ^bb6:  // 3 preds: ^bb3, ^bb4, ^bb5
    "func.return"() : () -> () loc(#loc17)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc6 = loc("input.mlir":4:3)
#loc7 = loc("input.mlir":6:3)
#loc8 = loc("input.mlir":7:3)
#loc9 = loc("input.mlir":9:3)
#loc10 = loc("input.mlir":10:3)
#loc11 = loc("input.mlir":12:3)
#loc12 = loc("input.mlir":13:3)
#loc13 = loc("input.mlir":15:3)
#loc14 = loc("input.mlir":16:3)
#loc15 = loc("input.mlir":18:3)
#loc16 = loc("input.mlir":19:3)
#loc17 = loc("input.mlir":21:3)

