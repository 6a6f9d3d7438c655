"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "poison_dead"}> ({
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i64 loc(#loc2)
    "func.return"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":4:3)

