#loc2 = loc("input.mlir":3:17)
#loc3 = loc("input.mlir":3:26)
#loc5 = loc("input.mlir":5:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "loop"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:17), %arg1: i32 loc("input.mlir":3:26)):
    "cf.br"(%arg0)[^bb1] : (i32) -> () loc(#loc4)
  ^bb1(%0: i32 loc("input.mlir":5:6)):  // 2 preds: ^bb0, ^bb2
    %1 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
    %2 = "arith.cmpi"(%1, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc7)
    "cf.cond_br"(%2)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc8)
  ^bb2:  // pred: ^bb1
    %3 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc9)
    %4 = "arith.cmpi"(%1, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc10)
    "cf.cond_br"(%4, %3)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> () loc(#loc11)
  ^bb3:  // 2 preds: ^bb1, ^bb2
    %5 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc12)
    "func.return"(%5) : (i32) -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:3)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:3)
#loc9 = loc("input.mlir":10:8)
#loc10 = loc("input.mlir":11:8)
#loc11 = loc("input.mlir":12:3)
#loc12 = loc("input.mlir":14:8)
#loc13 = loc("input.mlir":15:3)

