#loc2 = loc("input.mlir":2:21)
#loc4 = loc("input.mlir":3:19)
#loc8 = loc("input.mlir":8:8)
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> f32, sym_name = "do_while"}> ({
  ^bb0(%arg0: f32 loc("input.mlir":2:21)):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg2: f32 loc("input.mlir":3:19)):
      %1 = "foo.cond"(%arg2) : (f32) -> i1 loc(#loc5)
      %2 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc6)
      "scf.condition"(%1, %2) : (i1, f32) -> () loc(#loc7)
    }, {
    ^bb0(%arg1: f32 loc("input.mlir":8:8)):
      "scf.yield"(%arg1) : (f32) -> () loc(#loc9)
    }) : (f32) -> f32 loc(#loc3)
    "func.return"(%0) : (f32) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:10)
#loc6 = loc("input.mlir":5:10)
#loc7 = loc("input.mlir":6:5)
#loc9 = loc("input.mlir":9:5)
#loc10 = loc("input.mlir":11:3)

