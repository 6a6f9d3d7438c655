#loc2 = loc("input.mlir":4:30)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "terminator_result"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":4:30)):
    %0 = "foo.producing_br"()[^bb1, ^bb2] : () -> i32 loc(#loc3)
  ^bb1:  // pred: ^bb0
    "foo.op"(%0) : (i32) -> () loc(#loc4)
    "foo.end"()[^bb3] : () -> () loc(#loc5)
  ^bb2:  // pred: ^bb0
    "foo.op"(%arg0) : (i32) -> () loc(#loc6)
    "foo.end"()[^bb3] : () -> () loc(#loc7)
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc3 = loc("input.mlir":5:8)
#loc4 = loc("input.mlir":7:3)
#loc5 = loc("input.mlir":8:3)
#loc6 = loc("input.mlir":10:3)
#loc7 = loc("input.mlir":11:3)
#loc8 = loc("input.mlir":13:3)

