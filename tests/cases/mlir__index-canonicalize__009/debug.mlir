#loc2 = loc("input.mlir":2:21)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (i1, i1, i1, i1), sym_name = "cmp_same"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:21)):
    %0 = "index.cmp"(%arg0, %arg0) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1 loc(#loc3)
    %1 = "index.cmp"(%arg0, %arg0) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1 loc(#loc4)
    %2 = "index.cmp"(%arg0, %arg0) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1 loc(#loc5)
    %3 = "index.cmp"(%arg0, %arg0) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1 loc(#loc6)
    "func.return"(%0, %1, %2, %3) : (i1, i1, i1, i1) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:3)

