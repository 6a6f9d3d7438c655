#loc2 = loc("input.mlir":3:19)
#loc3 = loc("input.mlir":3:27)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "assert"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":3:19), %arg1: i32 loc("input.mlir":3:27)):
    %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    "cf.assert"(%arg0) <{msg = "boom"}> : (i1) -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:3)
#loc6 = loc("input.mlir":6:3)

