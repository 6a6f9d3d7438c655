"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "constants_uniqued"}> ({
    %0 = "func.constant"() <{value = @callee}> : () -> (() -> ()) loc(#loc3)
    %1 = "func.constant"() <{value = @callee}> : () -> (() -> ()) loc(#loc4)
    "test.use"(%0, %1) : (() -> (), () -> ()) -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":4:1)
#loc3 = loc("input.mlir":5:8)
#loc4 = loc("input.mlir":6:8)
#loc5 = loc("input.mlir":7:3)
#loc6 = loc("input.mlir":8:3)

