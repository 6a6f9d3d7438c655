#loc2 = loc("input.mlir":2:23)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (index, index, index, index), sym_name = "identities"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:23)):
    %0 = "index.constant"() <{value = 0 : index}> : () -> index loc(#loc3)
    %1 = "index.constant"() <{value = 1 : index}> : () -> index loc(#loc4)
    %2 = "index.add"(%arg0, %0) : (index, index) -> index loc(#loc5)
    %3 = "index.sub"(%arg0, %0) : (index, index) -> index loc(#loc6)
    %4 = "index.mul"(%arg0, %1) : (index, index) -> index loc(#loc7)
    %5 = "index.mul"(%arg0, %0) : (index, index) -> index loc(#loc8)
    "func.return"(%2, %3, %4, %5) : (index, index, index, index) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:8)
#loc9 = loc("input.mlir":9:3)

