#loc2 = loc("input.mlir":2:30)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (i1, i1), sym_name = "mulsi_extended_i1"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:30)):
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc3)
    %1:2 = "arith.mulsi_extended"(%arg0, %0) : (i1, i1) -> (i1, i1) loc(#loc4)
    "func.return"(%1#0, %1#1) : (i1, i1) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("f")
#loc3 = loc("t")
#loc4 = loc("m")
#loc5 = loc("ret")

