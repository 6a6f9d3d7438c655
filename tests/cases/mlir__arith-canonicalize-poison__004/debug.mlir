#loc2 = loc("input.mlir":2:25)
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (f32, f32, f32), sym_name = "float_poison"}> ({
  ^bb0(%arg0: f32 loc("input.mlir":2:25)):
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> f32 loc(#loc3)
    %1 = "arith.addf"(%arg0, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc4)
    %2 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc5)
    %3 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32 loc(#loc6)
    %4 = "arith.maximumf"(%0, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc7)
    "func.return"(%1, %2, %4) : (f32, f32, f32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:3)

