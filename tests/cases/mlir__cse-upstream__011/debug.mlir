#loc8 = loc("input.mlir":14:8)
"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "up_propagate_region"}> ({
    %0 = "foo.region"() ({
      %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc3)
      %2 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc4)
      "cf.cond_br"(%2, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> () loc(#loc5)
    ^bb1:  // pred: ^bb0
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc6)
      "cf.br"(%3)[^bb2] : (i32) -> () loc(#loc7)
    ^bb2(%4: i32 loc("input.mlir":14:8)):  // 2 preds: ^bb0, ^bb1
      %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc9)
      %6 = "arith.addi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc10)
      "foo.yield"(%6) : (i32) -> () loc(#loc11)
    }) : () -> i32 loc(#loc2)
    "func.return"(%0) : (i32) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":5:10)
#loc4 = loc("input.mlir":6:13)
#loc5 = loc("input.mlir":7:5)
#loc6 = loc("input.mlir":11:15)
#loc7 = loc("input.mlir":12:5)
#loc9 = loc("input.mlir":16:17)
#loc10 = loc("input.mlir":17:10)
#loc11 = loc("input.mlir":18:5)
#loc12 = loc("input.mlir":20:3)

