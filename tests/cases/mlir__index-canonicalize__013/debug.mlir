#loc2 = loc("input.mlir":2:30)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "constant_hoisting"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:30)):
    "test.before"() : () -> () loc(#loc3)
    %0 = "index.constant"() <{value = 3 : index}> : () -> index loc(#loc4)
    %1 = "index.add"(%arg0, %0) : (index, index) -> index loc(#loc5)
    %2 = "index.constant"() <{value = 3 : index}> : () -> index loc(#loc6)
    %3 = "index.mul"(%1, %2) : (index, index) -> index loc(#loc7)
    "func.return"(%3) : (index) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:9)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:3)

