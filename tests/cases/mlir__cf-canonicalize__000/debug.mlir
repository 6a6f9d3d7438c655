#loc2 = loc("input.mlir":3:24)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "assert_true"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":3:24)):
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc3)
    "cf.assert"(%0) <{msg = "always"}> : (i1) -> () loc(#loc4)
    "cf.assert"(%arg0) <{msg = "sometimes"}> : (i1) -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":6:3)
#loc6 = loc("input.mlir":7:3)

