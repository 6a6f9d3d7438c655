#loc2 = loc("arg")
#loc3 = loc("input.mlir":3:26)
"builtin.module"() ({
  "t.region"() ({
  ^bb0(%arg0: i32 loc("arg"), %arg1: f32 loc("input.mlir":3:26)):
    "t.use"(%arg0, %arg1) : (i32, f32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("x")
#loc5 = loc("y")
#loc6 = loc(fused<#t.meta>[#loc4, #loc5])

