"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "br_pass_through_cycle"}> ({
    "cf.br"()[^bb1] : () -> () loc(#loc2)
  ^bb1:  // 2 preds: ^bb0, ^bb2
    "cf.br"()[^bb2] : () -> () loc(#loc3)
  ^bb2:  // pred: ^bb1
    "cf.br"()[^bb1] : () -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:3)
#loc3 = loc("input.mlir":5:3)
#loc4 = loc("input.mlir":7:3)

