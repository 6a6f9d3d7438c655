#loc2 = loc("input.mlir":3:6)
#loc3 = loc("input.mlir":3:18)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (i1, i1, i1), sym_name = "different_attributes"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:6), %arg1: index loc("input.mlir":3:18)):
    %0 = "arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (index, index) -> i1 loc(#loc4)
    %1 = "arith.cmpi"(%arg0, %arg1) <{predicate = 1 : i64}> : (index, index) -> i1 loc(#loc5)
    %2 = "arith.cmpi"(%arg0, %arg1) <{predicate = 1 : i64}> : (index, index) -> i1 loc(#loc6)
    "func.return"(%0, %1, %2) : (i1, i1, i1) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:8)
#loc7 = loc("input.mlir":9:3)

