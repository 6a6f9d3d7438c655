#loc2 = loc("input.mlir":2:25)
#loc3 = loc("input.mlir":2:36)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, f32) -> (), sym_name = "std_if_yield"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:25), %arg1: f32 loc("input.mlir":2:36)):
    %0:2 = "scf.if"(%arg0) ({
      %3 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc5)
      %4 = "arith.subf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc6)
      "scf.yield"(%3, %4) : (f32, f32) -> () loc(#loc7)
    }, {
      %1 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc8)
      %2 = "arith.subf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc9)
      "scf.yield"(%1, %2) : (f32, f32) -> () loc(#loc10)
    }) : (i1) -> (f32, f32) loc(#loc4)
    "func.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":4:12)
#loc5 = loc("input.mlir":5:15)
#loc6 = loc("input.mlir":6:15)
#loc7 = loc("input.mlir":7:5)
#loc8 = loc("input.mlir":9:16)
#loc9 = loc("input.mlir":10:16)
#loc10 = loc("input.mlir":11:5)
#loc11 = loc("input.mlir":13:3)

