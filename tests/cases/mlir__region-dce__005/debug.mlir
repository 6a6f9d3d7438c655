#loc2 = loc("input.mlir":4:19)
#loc3 = loc("input.mlir":4:28)
#loc5 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":8:8)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i64) -> (), sym_name = "nested"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":4:19), %arg1: i64 loc("input.mlir":4:28)):
    "foo.region"() ({
    ^bb0(%arg2: i32 loc("input.mlir":6:8)):
      "cf.br"(%arg2)[^bb1] : (i32) -> () loc(#loc6)
    ^bb1(%0: i32 loc("input.mlir":8:8)):  // 2 preds: ^bb0, ^bb1
      %1 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc8)
      %2 = "foo.cond"() : () -> i1 loc(#loc9)
      "cf.cond_br"(%2, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> () loc(#loc10)
    ^bb2:  // pred: ^bb1
      "foo.end"() : () -> () loc(#loc11)
    }) : () -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:3)
#loc6 = loc("input.mlir":7:5)
#loc8 = loc("input.mlir":9:10)
#loc9 = loc("input.mlir":10:10)
#loc10 = loc("input.mlir":11:5)
#loc11 = loc("input.mlir":13:5)
#loc12 = loc("input.mlir":15:3)

