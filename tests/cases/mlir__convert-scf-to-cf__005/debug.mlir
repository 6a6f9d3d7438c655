#loc2 = loc("input.mlir":2:27)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i64, sym_name = "execute_region"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:27)):
    %0 = "scf.execute_region"() ({
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc4)
    ^bb1:  // pred: ^bb0
      %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64 loc(#loc5)
      "scf.yield"(%1) : (i64) -> () loc(#loc6)
    ^bb2:  // pred: ^bb0
      %2 = "arith.constant"() <{value = 2 : i64}> : () -> i64 loc(#loc7)
      "scf.yield"(%2) : (i64) -> () loc(#loc8)
    }) : () -> i64 loc(#loc3)
    "func.return"(%0) : (i64) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:5)
#loc5 = loc("input.mlir":6:11)
#loc6 = loc("input.mlir":7:5)
#loc7 = loc("input.mlir":9:11)
#loc8 = loc("input.mlir":10:5)
#loc9 = loc("input.mlir":12:3)

