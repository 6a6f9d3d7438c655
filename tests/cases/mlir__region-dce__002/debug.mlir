#loc2 = loc("input.mlir":4:29)
#loc3 = loc("input.mlir":4:37)
#loc4 = loc("input.mlir":4:45)
#loc5 = loc("input.mlir":4:54)
#loc7 = loc("input.mlir":6:6)
#loc8 = loc("input.mlir":6:15)
#loc11 = loc("input.mlir":9:6)
#loc12 = loc("input.mlir":9:15)
#loc15 = loc("input.mlir":12:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i32, i32) -> i32, sym_name = "cond_br_segments"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":4:29), %arg1: i1 loc("input.mlir":4:37), %arg2: i32 loc("input.mlir":4:45), %arg3: i32 loc("input.mlir":4:54)):
    "cf.cond_br"(%arg0, %arg2, %arg3, %arg3, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> () loc(#loc6)
  ^bb1(%0: i32 loc("input.mlir":6:6), %1: i32 loc("input.mlir":6:15)):  // pred: ^bb0
    "foo.x"(%1) : (i32) -> () loc(#loc9)
    "cf.cond_br"(%arg1, %0, %1, %1)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, i32) -> () loc(#loc10)
  ^bb2(%2: i32 loc("input.mlir":9:6), %3: i32 loc("input.mlir":9:15)):  // 2 preds: ^bb0, ^bb1
    "foo.y"() : () -> () loc(#loc13)
    "cf.br"(%2)[^bb3] : (i32) -> () loc(#loc14)
  ^bb3(%4: i32 loc("input.mlir":12:6)):  // 2 preds: ^bb1, ^bb2
    "foo.z"() : () -> () loc(#loc16)
    "func.return"(%arg2) : (i32) -> () loc(#loc17)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc6 = loc("input.mlir":5:3)
#loc9 = loc("input.mlir":7:3)
#loc10 = loc("input.mlir":8:3)
#loc13 = loc("input.mlir":10:3)
#loc14 = loc("input.mlir":11:3)
#loc16 = loc("input.mlir":13:3)
#loc17 = loc("input.mlir":14:3)

