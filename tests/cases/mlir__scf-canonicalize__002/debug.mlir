#loc2 = loc("input.mlir":2:39)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i64, sym_name = "execute_region_multi_yield"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:39)):
    "test.foo"() : () -> () loc(#loc3)
    %0 = "scf.execute_region"() ({
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc5)
    ^bb1:  // pred: ^bb0
      %1 = "test.val1"() : () -> i64 loc(#loc6)
      "scf.yield"(%1) : (i64) -> () loc(#loc7)
    ^bb2:  // pred: ^bb0
      %2 = "test.val2"() : () -> i64 loc(#loc8)
      "scf.yield"(%2) : (i64) -> () loc(#loc9)
    }) : () -> i64 loc(#loc4)
    "test.bar"(%0) : (i64) -> () loc(#loc10)
    "func.return"(%0) : (i64) -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:5)
#loc6 = loc("input.mlir":7:10)
#loc7 = loc("input.mlir":8:5)
#loc8 = loc("input.mlir":10:10)
#loc9 = loc("input.mlir":11:5)
#loc10 = loc("input.mlir":13:3)
#loc11 = loc("input.mlir":14:3)

