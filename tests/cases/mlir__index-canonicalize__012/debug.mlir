"builtin.module"() ({
  "func.func"() <{function_type = () -> (i1, i1, index), sym_name = "bool_constants"}> ({
    %0 = "index.bool.constant"() <{value = true}> : () -> i1 loc(#loc2)
    %1 = "index.bool.constant"() <{value = false}> : () -> i1 loc(#loc3)
    %2 = "index.sizeof"() : () -> index loc(#loc4)
    "func.return"(%0, %1, %2) : (i1, i1, index) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:3)

