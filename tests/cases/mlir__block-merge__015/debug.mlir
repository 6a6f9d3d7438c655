#loc2 = loc("input.mlir":3:19)
#loc3 = loc("input.mlir":3:27)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "repeat"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":3:19), %arg1: i32 loc("input.mlir":3:27)):
    "foo.region"() ({
      "foo.br3"()[^bb1, ^bb2, ^bb3] : () -> () loc(#loc5)
    ^bb1:  // pred: ^bb0
      "foo.op"(%arg1) : (i32) -> () loc(#loc6)
      "foo.br"()[^bb4] : () -> () loc(#loc7)
    ^bb2:  // pred: ^bb0
      "foo.op"(%arg1) : (i32) -> () loc(#loc8)
      "foo.br"()[^bb5] : () -> () loc(#loc9)
    ^bb3:  // pred: ^bb0
      "foo.op"(%arg1) : (i32) -> () loc(#loc10)
      "foo.br"()[^bb5] : () -> () loc(#loc11)
    ^bb4:  // pred: ^bb1
      "foo.end"() : () -> () loc(#loc12)
    ^bb5:  // 2 preds: ^bb2, ^bb3
      "foo.end"() : () -> () loc(#loc13)
    }) : () -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:3)
#loc5 = loc("input.mlir":5:5)
#loc6 = loc("input.mlir":7:5)
#loc7 = loc("input.mlir":8:5)
#loc8 = loc("input.mlir":10:5)
#loc9 = loc("input.mlir":11:5)
#loc10 = loc("input.mlir":13:5)
#loc11 = loc("input.mlir":14:5)
#loc12 = loc("input.mlir":16:5)
#loc13 = loc("input.mlir":18:5)
#loc14 = loc("input.mlir":20:3)

