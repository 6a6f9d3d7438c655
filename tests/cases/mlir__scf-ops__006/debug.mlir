#loc2 = loc("input.mlir":2:26)
#loc3 = loc("input.mlir":2:41)
#loc4 = loc("input.mlir":2:56)
#loc7 = loc("input.mlir":4:21)
#loc8 = loc("input.mlir":4:63)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "std_for_yield"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:26), %arg1: index loc("input.mlir":2:41), %arg2: index loc("input.mlir":2:56)):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc5)
    %1 = "scf.for"(%arg0, %arg1, %arg2, %0) ({
    ^bb0(%arg3: index loc("input.mlir":4:21), %arg4: f32 loc("input.mlir":4:63)):
      %2 = "arith.addf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc9)
      "scf.yield"(%2) : (f32) -> () loc(#loc10)
    }) : (index, index, index, f32) -> f32 loc(#loc6)
    "func.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:9)
#loc6 = loc("input.mlir":4:13)
#loc9 = loc("input.mlir":5:11)
#loc10 = loc("input.mlir":6:5)
#loc11 = loc("input.mlir":8:3)

