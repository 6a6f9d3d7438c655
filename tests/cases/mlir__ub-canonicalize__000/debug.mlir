"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, f32), sym_name = "poison_uniqued"}> ({
    "test.before"() : () -> () loc(#loc2)
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32 loc(#loc3)
    %1 = "ub.poison"() <{value = #ub.poison}> : () -> i32 loc(#loc4)
    %2 = "ub.poison"() <{value = #ub.poison}> : () -> f32 loc(#loc5)
    "func.return"(%0, %1, %2) : (i32, i32, f32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc2 = loc("input.mlir":4:3)
#loc3 = loc("input.mlir":5:8)
#loc4 = loc("input.mlir":6:8)
#loc5 = loc("input.mlir":7:8)
#loc6 = loc("input.mlir":8:3)

