#loc2 = loc("input.mlir":2:38)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (index, index), sym_name = "commutative_constant_left"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:38)):
    %0 = "index.constant"() <{value = 4 : index}> : () -> index loc(#loc3)
    %1 = "index.add"(%0, %arg0) : (index, index) -> index loc(#loc4)
    %2 = "index.and"(%0, %arg0) : (index, index) -> index loc(#loc5)
    "func.return"(%1, %2) : (index, index) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:3)

