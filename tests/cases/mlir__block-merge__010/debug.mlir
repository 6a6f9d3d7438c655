#loc2 = loc("input.mlir":3:19)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "nested"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:19)):
    "foo.region"() ({
      "foo.cond_br"()[^bb1, ^bb2] : () -> () loc(#loc4)
    ^bb1:  // pred: ^bb0
      "foo.op"(%arg0) : (i32) -> () loc(#loc5)
      "foo.end"() : () -> () loc(#loc6)
    ^bb2:  // pred: ^bb0
      "foo.op"(%arg0) : (i32) -> () loc(#loc7)
      "foo.end"() : () -> () loc(#loc8)
    }) : () -> () loc(#loc3)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:3)
#loc4 = loc("input.mlir":5:5)
#loc5 = loc("input.mlir":7:5)
#loc6 = loc("input.mlir":8:5)
#loc7 = loc("input.mlir":10:5)
#loc8 = loc("input.mlir":11:5)
#loc9 = loc("input.mlir":13:3)

