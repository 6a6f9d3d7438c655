#loc2 = loc("input.mlir":4:40)
#loc3 = loc("input.mlir":4:49)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "mismatch_unknown_terminator"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":4:40), %arg1: i32 loc("input.mlir":4:49)):
    "foo.cond_br"()[^bb1, ^bb2] : () -> () loc(#loc4)
  ^bb1:  // pred: ^bb0
    "func.return"(%arg0) : (i32) -> () loc(#loc5)
  ^bb2:  // pred: ^bb0
    "func.return"(%arg1) : (i32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":7:3)
#loc6 = loc("input.mlir":9:3)

