#loc2 = loc("input.mlir":4:18)
#loc3 = loc("input.mlir":4:26)
#loc6 = loc("input.mlir":7:6)
#loc7 = loc("input.mlir":7:15)
#loc12 = loc("input.mlir":13:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "mixed"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":4:18), %arg1: i32 loc("input.mlir":4:26)):
    %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    "cf.cond_br"(%arg0, %arg1, %0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> () loc(#loc5)
  ^bb1(%1: i32 loc("input.mlir":7:6), %2: i32 loc("input.mlir":7:15)):  // pred: ^bb0
    "foo.a"() : () -> () loc(#loc8)
    "cf.br"(%1)[^bb3] : (i32) -> () loc(#loc9)
  ^bb2:  // pred: ^bb0
    "foo.b"() : () -> () loc(#loc10)
    "cf.br"(%arg1)[^bb3] : (i32) -> () loc(#loc11)
  ^bb3(%3: i32 loc("input.mlir":13:6)):  // 2 preds: ^bb1, ^bb2
    "func.return"(%3) : (i32) -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:3)
#loc8 = loc("input.mlir":8:3)
#loc9 = loc("input.mlir":9:3)
#loc10 = loc("input.mlir":11:3)
#loc11 = loc("input.mlir":12:3)
#loc13 = loc("input.mlir":14:3)

