#loc2 = loc("input.mlir":4:30)
#loc3 = loc("input.mlir":4:38)
#loc4 = loc("input.mlir":4:46)
#loc5 = loc("input.mlir":4:55)
#loc6 = loc("input.mlir":4:64)
#loc7 = loc("input.mlir":4:73)
#loc13 = loc("input.mlir":12:6)
#loc17 = loc("input.mlir":16:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i32, i32, i64, i64) -> (), sym_name = "args_and_operands"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":4:30), %arg1: i1 loc("input.mlir":4:38), %arg2: i32 loc("input.mlir":4:46), %arg3: i32 loc("input.mlir":4:55), %arg4: i64 loc("input.mlir":4:64), %arg5: i64 loc("input.mlir":4:73)):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc8)
  ^bb1:  // pred: ^bb0
    "foo.x"() : () -> () loc(#loc9)
    "cf.cond_br"(%arg1, %arg2)[^bb3, ^bb5] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> () loc(#loc10)
  ^bb2:  // pred: ^bb0
    "foo.y"() : () -> () loc(#loc11)
    "cf.cond_br"(%arg1, %arg3)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> () loc(#loc12)
  ^bb3(%0: i32 loc("input.mlir":12:6)):  // pred: ^bb1
    %1 = "foo.op"(%0, %arg4) : (i32, i64) -> i32 loc(#loc14)
    "foo.use"(%1, %arg2) : (i32, i32) -> () loc(#loc15)
    "cf.br"()[^bb6] : () -> () loc(#loc16)
  ^bb4(%2: i32 loc("input.mlir":16:6)):  // pred: ^bb2
    %3 = "foo.op"(%2, %arg5) : (i32, i64) -> i32 loc(#loc18)
    "foo.use"(%3, %arg3) : (i32, i32) -> () loc(#loc19)
    "cf.br"()[^bb6] : () -> () loc(#loc20)
  ^bb5:  // 2 preds: ^bb1, ^bb2
    "foo.other"() : () -> () loc(#loc21)
    "cf.br"()[^bb6] : () -> () loc(#loc22)
  ^bb6:  // 3 preds: ^bb3, ^bb4, ^bb5
    "func.return"() : () -> () loc(#loc23)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc8 = loc("input.mlir":5:3)
#loc9 = loc("input.mlir":7:3)
#loc10 = loc("input.mlir":8:3)
#loc11 = loc("input.mlir":10:3)
#loc12 = loc("input.mlir":11:3)
#loc14 = loc("input.mlir":13:8)
#loc15 = loc("input.mlir":14:3)
#loc16 = loc("input.mlir":15:3)
#loc18 = loc("input.mlir":17:8)
#loc19 = loc("input.mlir":18:3)
#loc20 = loc("input.mlir":19:3)
#loc21 = loc("input.mlir":21:3)
#loc22 = loc("input.mlir":22:3)
#loc23 = loc("input.mlir":24:3)

