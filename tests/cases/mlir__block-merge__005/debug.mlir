#loc2 = loc("input.mlir":3:25)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "with_regions"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":3:25)):
    "foo.cond_br"()[^bb1, ^bb2] : () -> () loc(#loc3)
  ^bb1:  // pred: ^bb0
    "foo.region"() ({
      "foo.inner"() : () -> () loc(#loc5)
    }) : () -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc6)
  ^bb2:  // pred: ^bb0
    "foo.region"() ({
      "foo.inner"() : () -> () loc(#loc8)
    }) : () -> () loc(#loc7)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:3)
#loc4 = loc("input.mlir":6:3)
#loc5 = loc("input.mlir":7:5)
#loc6 = loc("input.mlir":9:3)
#loc7 = loc("input.mlir":11:3)
#loc8 = loc("input.mlir":12:5)
#loc9 = loc("input.mlir":14:3)

