#loc2 = loc("input.mlir":2:25)
#loc3 = loc("input.mlir":2:36)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (i1, i1), sym_name = "cmp_sub_zero"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:25), %arg1: index loc("input.mlir":2:36)):
    %0 = "index.constant"() <{value = 0 : index}> : () -> index loc(#loc4)
    %1 = "index.sub"(%arg0, %arg1) : (index, index) -> index loc(#loc5)
    %2 = "index.cmp"(%1, %0) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1 loc(#loc6)
    %3 = "index.cmp"(%0, %1) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1 loc(#loc7)
    "func.return"(%2, %3) : (i1, i1) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:3)

