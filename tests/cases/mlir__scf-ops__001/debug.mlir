#loc2 = loc("input.mlir":2:19)
#loc3 = loc("input.mlir":2:30)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, f32) -> (), sym_name = "std_if"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:19), %arg1: f32 loc("input.mlir":2:30)):
    "scf.if"(%arg0) ({
      %0 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc5)
      "scf.yield"() : () -> () loc(#loc4)
    }, {
    }) : (i1) -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:3)
#loc5 = loc("input.mlir":4:10)
#loc6 = loc("input.mlir":6:3)

